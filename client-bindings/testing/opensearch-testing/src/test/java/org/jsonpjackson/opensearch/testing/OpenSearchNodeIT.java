package org.jsonpjackson.opensearch.testing;

import org.jsonpjackson.searchnode.internal.RunAs;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The child-process node on each version the build names (failsafe sets them): started, answering with its version
 * on loopback only, as an unprivileged user when run as root, stopped by its process id and gone afterwards; and a
 * failed start. The 3.x node runs on the JDK 21+ FindJdk found; without one FindJdk said so in one line at the start
 * of the build, and that test is skipped (with CI=true the build failed there instead).
 */
class OpenSearchNodeIT {

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void opensearch2StartsOnLoopbackAndStopsByPid() throws Exception {
        startCheckStop(property("jsonpj.opensearch2.version").orElse(OpenSearchNode.DEFAULT_VERSION),
                Path.of(System.getProperty("java.home")));
    }

    @Test
    void opensearch3StartsOnAJdk21AndStopsByPid() throws Exception {
        Optional<String> javaHome = property("jsonpj.opensearch3.javaHome");
        Assumptions.assumeTrue(javaHome.isPresent(), "no JDK 21 or later found (FindJdk's [opensearch-3] line says so)");
        startCheckStop(property("jsonpj.opensearch3.version").orElseThrow(), Path.of(javaHome.get()));
    }

    private void startCheckStop(String version, Path javaHome) throws Exception {
        List<ProcessHandle> tree;
        URI uri;
        long t0;
        try (OpenSearchNode node = OpenSearchNode.start(version, javaHome)) {
            System.out.println("OpenSearch " + version + " up in " + node.startTime().toMillis() + " ms on " + node.uri()
                    + " (Java at " + javaHome + ")");
            uri = node.uri();
            assertThat(node.version()).isEqualTo(version);
            assertThat(node.port()).isBetween(9200, 9299);

            String root = get(uri.resolve("/"));
            assertThat(root).contains("\"distribution\" : \"opensearch\"").contains("\"number\" : \"" + version + "\"")
                    .contains("\"cluster_name\" : \"" + node.clusterName() + "\"");
            String health = get(uri.resolve("/_cluster/health"));
            assertThat(health).containsPattern("\"status\":\"(yellow|green)\"").contains("\"number_of_nodes\":1");
            // bound to loopback only, HTTP and transport
            String nodes = get(uri.resolve("/_nodes/http,transport?filter_path=nodes.*.http.bound_address,nodes.*.transport.bound_address"));
            assertThat(nodes).contains("127.0.0.1:");
            assertThat(nodes.replaceAll("\"127\\.0\\.0\\.1:\\d+\"", "")).doesNotContainPattern("\"\\d+\\.\\d+\\.\\d+\\.\\d+:\\d+\"")
                    .doesNotContain("[::");
            // the JDK it was given
            String jvm = get(uri.resolve("/_nodes/_local/jvm?filter_path=nodes.*.jvm.version"));
            assertThat(jvm).contains("\"version\":\"" + OpenSearchNode.javaFeature(javaHome));

            ProcessHandle launcher = ProcessHandle.of(node.pid()).orElseThrow();
            tree = new ArrayList<>(launcher.descendants().toList());
            tree.add(launcher);
            if (RunAs.isRoot()) {
                for (ProcessHandle process : tree) {
                    assertThat(process.info().user()).as("user of %s", process.info().command())
                            .isEqualTo(Optional.of(OpenSearchNode.SYSTEM_USER));
                }
            }
            t0 = System.nanoTime();
        }
        System.out.println("OpenSearch " + version + " stopped in " + (System.nanoTime() - t0) / 1_000_000 + " ms");
        for (ProcessHandle process : tree) {
            assertThat(process.isAlive()).as("process %s after close", process.pid()).isFalse();
        }
        assertThatThrownBy(() -> get(uri.resolve("/_cluster/health"))).isInstanceOf(ConnectException.class);
    }

    @Test
    void aNodeThatExitsIsATypedErrorQuotingItsLog() {
        assertThatThrownBy(() -> OpenSearchNode.start(OpenSearchNode.DEFAULT_VERSION, Path.of(System.getProperty("java.home")),
                Map.of("jsonpj.no.such.setting", "1")))
                .isInstanceOfSatisfying(OpenSearchStartException.class, e -> {
                    assertThat(e.getMessage()).contains("exited with code");
                    assertThat(e.logTail()).contains("unknown setting [jsonpj.no.such.setting]");
                    assertThat(e.getMessage()).endsWith(e.logTail());
                });
    }

    /** A property failsafe set, unless Maven left it as its own expression (undefined). */
    private static Optional<String> property(String name) {
        String value = System.getProperty(name);
        return value == null || value.isBlank() || value.startsWith("${") ? Optional.empty() : Optional.of(value.trim());
    }

    private String get(URI uri) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as("GET %s: %s", uri, response.body()).isEqualTo(200);
        return response.body();
    }
}
