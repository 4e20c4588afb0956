package org.jsonpjackson.elasticsearch.testing;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A real node: started, answering on loopback as an unprivileged user, stopped by its process id; and a failed start. */
class ElasticsearchNodeIT {

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void startsOnLoopbackAsAnUnprivilegedUserAndStopsByPid() throws Exception {
        List<ProcessHandle> tree;
        URI uri;
        long t0 = System.nanoTime();
        try (ElasticsearchNode node = ElasticsearchNode.start()) {
            System.out.println("node up in " + node.startTime().toMillis() + " ms on " + node.uri());
            uri = node.uri();
            assertThat(node.port()).isBetween(9200, 9299);

            String health = get(uri.resolve("/_cluster/health"));
            assertThat(health).contains("\"cluster_name\":\"" + node.clusterName() + "\"")
                    .containsPattern("\"status\":\"(yellow|green)\"").contains("\"number_of_nodes\":1");
            // the integ-test-zip has no handler for GET / (its rest-root module is left out): ask the node itself
            String version = get(uri.resolve("/_nodes/_local?filter_path=nodes.*.version"));
            assertThat(version).contains("\"version\":\"" + ElasticsearchNode.VERSION + "\"");
            // bound to loopback only, HTTP and transport
            String nodes = get(uri.resolve("/_nodes/http,transport?filter_path=nodes.*.http.bound_address,nodes.*.transport.bound_address"));
            assertThat(nodes.replaceAll("\"127\\.0\\.0\\.1:\\d+\"", "")).doesNotContainPattern("\"\\d+\\.\\d+\\.\\d+\\.\\d+:\\d+\"")
                    .doesNotContain("[::");
            // security off: no credentials needed (above), and the disk threshold off
            String settings = get(uri.resolve("/_cluster/settings?include_defaults=true&filter_path=*.cluster.routing.allocation.disk.threshold_enabled,*.xpack.security.enabled"));
            assertThat(settings).contains("\"threshold_enabled\":\"false\"").contains("\"enabled\":\"false\"");

            tree = ProcessHandle.of(node.pid()).orElseThrow().descendants().toList();
            assertThat(tree).as("the launcher runs the server as its child").isNotEmpty();
            if (RunAs.isRoot()) {
                for (ProcessHandle process : tree) {
                    assertThat(process.info().user()).isEqualTo(Optional.of(ElasticsearchNode.SYSTEM_USER));
                }
            }
            t0 = System.nanoTime();
        }
        System.out.println("node stopped in " + (System.nanoTime() - t0) / 1_000_000 + " ms");
        for (ProcessHandle process : tree) {
            assertThat(process.isAlive()).as("process %s after close", process.pid()).isFalse();
        }
        assertThatThrownBy(() -> get(uri.resolve("/_cluster/health"))).isInstanceOf(ConnectException.class);
    }

    @Test
    void aNodeThatExitsIsATypedErrorQuotingItsLog() {
        assertThatThrownBy(() -> ElasticsearchNode.start(Map.of("jsonpj.no.such.setting", "1")))
                .isInstanceOfSatisfying(ElasticsearchStartException.class, e -> {
                    assertThat(e.getMessage()).contains("exited with code");
                    assertThat(e.logTail()).contains("unknown setting [jsonpj.no.such.setting]");
                    assertThat(e.getMessage()).endsWith(e.logTail());
                });
    }

    private String get(URI uri) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as("GET %s: %s", uri, response.body()).isEqualTo(200);
        return response.body();
    }
}
