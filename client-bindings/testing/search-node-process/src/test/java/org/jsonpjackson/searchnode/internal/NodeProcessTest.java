package org.jsonpjackson.searchnode.internal;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Starting, finding, killing and stopping a node, with a stand-in node (a small JDK HTTP server, FakeNode.java)
 * in a distribution the test makes: real child processes, real ports on loopback, the ports file as the search
 * servers write it; run as an unprivileged user when the tests run as root, as real nodes are.
 */
@ExtendWith(FakeDistribution.Extension.class)
class NodeProcessTest {

    private static final String START_TIMEOUT = "fake.startTimeoutSeconds";
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @AfterEach
    void defaultStartTimeout() {
        System.clearProperty(START_TIMEOUT);
    }

    private static NodeProcess.Launch launch(FakeDistribution fake, Map<String, String> settings) {
        return new NodeProcess.Launch(fake.distribution(), "jsonpj-os", "FAKE", Path.of(System.getProperty("java.home")),
                settings, START_TIMEOUT, (message, logTail, cause) -> new IllegalStateException(message + "\n" + logTail, cause));
    }

    private static String get(URI uri) throws IOException, InterruptedException {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(uri.toString()).isEqualTo(200);
        return response.body();
    }

    private static boolean running(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    @Test
    void aStartedNodeAnswersOnThePortItReportedAndCloseStopsItByItsPid(FakeDistribution fake) throws Exception {
        NodeProcess node = NodeProcess.start(launch(fake, Map.of()));
        long pid = node.pid();
        try {
            assertThat(get(node.uri().resolve("/_cluster/health")))
                    .contains("\"cluster_name\":\"" + node.clusterName() + "\"");
            assertThat(node.uri()).isEqualTo(URI.create("http://127.0.0.1:" + node.port()));
            assertThat(node.transportPort()).isPositive().isNotEqualTo(node.port());
            assertThat(node.directory()).startsWith(fake.workDir.resolve("fake-nodes"));
            assertThat(node.logTail())
                    .as("the node's own settings and environment")
                    .contains("network.host=127.0.0.1", "discovery.type=single-node", "node.portsfile=true",
                            "cluster.name=" + node.clusterName(), "path.data=" + node.directory().resolve("data"))
                    .contains("FAKE_PATH_CONF=" + node.directory().resolve("config"));
            assertThat(node.directory().resolve("config/fake.yml")).as("a configuration folder of its own").isRegularFile();
        } finally {
            node.close();
        }
        assertThat(running(pid)).as("pid %d after close()", pid).isFalse();
        assertThat(node.directory().resolve("data")).doesNotExist();
        assertThat(node.directory().resolve("console.log")).as("the console stays for a look afterwards").isRegularFile();
    }

    @Test
    void aKilledNodeKeepsItsDataAndStartsAgainInItsDirectory(FakeDistribution fake) throws Exception {
        NodeProcess node = NodeProcess.start(launch(fake, Map.of()));
        Path dir = node.directory();
        node.kill();
        assertThat(node.isAlive()).isFalse();
        assertThat(running(node.pid())).isFalse();
        try (NodeProcess again = NodeProcess.start(node.launch(), dir)) {
            assertThat(again.directory()).isEqualTo(dir);
            assertThat(again.clusterName()).isEqualTo(node.clusterName());
            assertThat(get(again.uri().resolve("/starts"))).as("starts counted in the data the first one left").isEqualTo("2");
        }
    }

    @Test
    void aNodeThatExitsWhileStartingFailsWithItsExitCodeAndItsConsole(FakeDistribution fake) {
        assertThatThrownBy(() -> NodeProcess.start(launch(fake, Map.of("fake.exit", "3"))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Fake 1.0 exited with code 3 while starting")
                .hasMessageContaining("fake: refusing to start, as fake.exit asks");
    }

    @Test
    void aNodeThatNeverBindsFailsAtTheStartTimeoutNamingItAndIsStopped(FakeDistribution fake) {
        System.setProperty(START_TIMEOUT, "3");
        String cluster = "fake-silent-" + Long.toHexString(new SecureRandom().nextLong() & Long.MAX_VALUE);
        Path dir = fake.workDir.resolve("silent");
        assertThatThrownBy(() -> NodeProcess.start(launch(fake, Map.of("fake.silent", "true", "cluster.name", cluster)), dir))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Fake 1.0 bound no HTTP port within 3 s");
        List<ProcessHandle> left = ProcessHandle.allProcesses()
                .filter(p -> p.info().arguments().map(a -> String.join(" ", a).contains(cluster)).orElse(false))
                .filter(ProcessHandle::isAlive).toList();
        assertThat(left).as("processes still running with the node's cluster name").isEmpty();
    }
}
