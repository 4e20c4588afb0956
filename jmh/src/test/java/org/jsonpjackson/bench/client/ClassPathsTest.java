package org.jsonpjackson.bench.client;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ClassPathsTest {

    static final List<String> MODULE = List.of(
            "/m/jmh/target/classes",
            "/r/org/jsonpjackson/json-jackson/0.1.0-SNAPSHOT/json-jackson-0.1.0-SNAPSHOT.jar",
            "/r/org/jsonpjackson/json-jackson3/0.1.0-SNAPSHOT/json-jackson3-0.1.0-SNAPSHOT.jar",
            "/r/org/jsonpjackson/opensearch-mapper/0.1.0-SNAPSHOT/opensearch-mapper-0.1.0-SNAPSHOT.jar",
            "/r/org/jsonpjackson/opensearch-mapper3/0.1.0-SNAPSHOT/opensearch-mapper3-0.1.0-SNAPSHOT.jar",
            "/r/org/opensearch/client/opensearch-java/3.9.0/opensearch-java-3.9.0.jar",
            "/r/org/eclipse/parsson/parsson/1.1.9/parsson-1.1.9.jar",
            "/r/jakarta/json/jakarta.json-api/2.1.3/jakarta.json-api-2.1.3.jar",
            "/r/org/jsonpjackson/opensearch-reactor/0.1.0-SNAPSHOT/opensearch-reactor-0.1.0-SNAPSHOT.jar",
            "/r/io/projectreactor/netty/reactor-netty-http/1.2.12/reactor-netty-http-1.2.12.jar",
            "/r/io/netty/netty-codec-http/4.1.128.Final/netty-codec-http-4.1.128.Final.jar",
            "/r/io/projectreactor/reactor-core/3.7.13/reactor-core-3.7.13.jar",
            "/r/org/opensearch/client/opensearch-rest-client/2.19.2/opensearch-rest-client-2.19.2.jar");
    static final String STOCK = "/r/org/opensearch/client/opensearch-java/2.25.0/opensearch-java-2.25.0.jar";

    static List<String> of(SetUp s) {
        return List.of(new ClassPaths(MODULE, STOCK).forSetUp(s).split(File.pathSeparator));
    }

    @Test
    void artifactsAreTheJarNamesWithoutVersions() {
        assertThat(ClassPaths.artifactOf(MODULE.get(1))).isEqualTo("json-jackson");
        assertThat(ClassPaths.artifactOf(MODULE.get(6))).isEqualTo("parsson");
        assertThat(ClassPaths.artifactOf(MODULE.get(7))).isEqualTo("jakarta.json-api");
        assertThat(ClassPaths.artifactOf(MODULE.get(10))).isEqualTo("netty-codec-http");
    }

    @Test
    void stockHasNoneOfOurJarsAndOpensearchJava225WithTheRestClient() {
        assertThat(of(SetUp.STOCK)).containsExactly("/m/jmh/target/classes", STOCK, MODULE.get(6), MODULE.get(7),
                MODULE.get(11), MODULE.get(12));
    }

    @Test
    void opensearchJava39DefaultHasParssonAndNoneOfOurs() {
        assertThat(of(SetUp.OSJ39_DEFAULT)).containsExactly("/m/jmh/target/classes", MODULE.get(5), MODULE.get(6),
                MODULE.get(7), MODULE.get(11));
        assertThat(of(SetUp.OSJ39_JACKSON3_DEFAULT)).isEqualTo(of(SetUp.OSJ39_DEFAULT));
    }

    @Test
    void oursHasNoParssonAndItsTransportOnlyWhereItRuns() {
        assertThat(of(SetUp.OURS)).doesNotContain(MODULE.get(6), MODULE.get(12), STOCK).contains(MODULE.get(1), MODULE.get(8),
                MODULE.get(9), MODULE.get(10), MODULE.get(5));
        assertThat(of(SetUp.OURS_JACKSON3)).isEqualTo(of(SetUp.OURS));
        assertThat(of(SetUp.OURS_METRICS)).as("metrics on: our transport, as ours").isEqualTo(of(SetUp.OURS));
        assertThat(of(SetUp.OURS_TRACING)).as("metrics and traces on: our transport, as ours").isEqualTo(of(SetUp.OURS));
        assertThat(of(SetUp.OSJ39_OUR_MAPPER)).doesNotContain(MODULE.get(6), MODULE.get(8), MODULE.get(9), MODULE.get(10))
                .contains(MODULE.get(1), MODULE.get(3), MODULE.get(5));
    }
}
