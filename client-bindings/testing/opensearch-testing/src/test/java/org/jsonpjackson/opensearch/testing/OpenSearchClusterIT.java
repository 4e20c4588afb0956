package org.jsonpjackson.opensearch.testing;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Three child-process nodes form one cluster; the node that bootstrapped it (the cluster manager) dies by SIGKILL,
 * the other two elect a new one and still serve every document of an index with a replica, and the dead node comes
 * back on its own ports with its data and rejoins. The build's OpenSearch 2.x on this JVM's JDK.
 */
class OpenSearchClusterIT {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void aKilledNodeLeavesTheOthersServingAndComesBackOnItsPorts() throws Exception {
        String version = System.getProperty("jsonpj.opensearch2.version", OpenSearchNode.DEFAULT_VERSION);
        try (OpenSearchCluster cluster = OpenSearchCluster.start(3, version, Path.of(System.getProperty("java.home")))) {
            List<URI> uris = cluster.uris();
            assertThat(uris).hasSize(3).doesNotHaveDuplicates();
            for (URI uri : uris) {
                assertThat(get(uri, "/_cat/nodes?h=name")).as("nodes seen from %s", uri)
                        .containsIgnoringWhitespaces("node-1", "node-2", "node-3");
            }
            put(uris.get(1), "/mail", "{\"settings\":{\"number_of_shards\":3,\"number_of_replicas\":1}}");
            for (int i = 0; i < 30; i++) {
                put(uris.get(i % 3), "/mail/_doc/" + i, "{\"word\":\"w" + i + "\"}");
            }
            get(uris.get(0), "/_cluster/health/mail?wait_for_status=green&timeout=60s");
            get(uris.get(0), "/mail/_refresh");
            assertThat(get(uris.get(2), "/_cat/cluster_manager?h=node").trim()).isEqualTo("node-1");

            cluster.kill(0);
            assertThat(cluster.isRunning(0)).isFalse();
            assertThatThrownBy(() -> get(uris.get(0), "/")).isInstanceOf(IOException.class);
            // the two left: a majority of the three, so they elect a cluster manager and promote the replicas
            String health = get(uris.get(1), "/_cluster/health?wait_for_nodes=2&wait_for_status=yellow&timeout=90s");
            assertThat(health).contains("\"number_of_nodes\":2").doesNotContain("\"timed_out\":true");
            assertThat(get(uris.get(2), "/_cat/cluster_manager?h=node").trim()).isIn("node-2", "node-3");
            assertThat(get(uris.get(1), "/mail/_count")).contains("\"count\":30");

            cluster.restart(0);
            assertThat(cluster.uris()).isEqualTo(uris);
            health = get(uris.get(0), "/_cluster/health?wait_for_nodes=3&wait_for_status=green&timeout=120s");
            assertThat(health).contains("\"number_of_nodes\":3").contains("\"status\":\"green\"");
            assertThat(get(uris.get(0), "/_cat/nodes?h=name")).containsIgnoringWhitespaces("node-1", "node-2", "node-3");
            assertThat(get(uris.get(0), "/mail/_count?preference=_local")).contains("\"count\":30");
            assertThatThrownBy(() -> cluster.restart(1)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("node-2 still runs");
        }
    }

    private String get(URI node, String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(node.resolve(path)).timeout(Duration.ofSeconds(150)).GET().build());
    }

    private void put(URI node, String path, String json) throws IOException, InterruptedException {
        send(HttpRequest.newBuilder(node.resolve(path)).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofString(json)).build());
    }

    private String send(HttpRequest request) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as("%s %s: %s", request.method(), request.uri(), response.body()).isBetween(200, 201);
        return response.body();
    }
}
