package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.handler.codec.http.HttpHeaderNames;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.opensearch.client.opensearch.OpenSearchClient;
import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.Http11SslContextSpec;
import reactor.netty.http.server.HttpServer;

import javax.net.ssl.KeyManagerFactory;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The transport's https path against a real TLS server on loopback, with a certificate made for this test by
 * the JDK's keytool: trusted through a trust store, refused when nothing trusts it, accepted with
 * {@code ignore}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TlsTest {

    private static final String PASSWORD = "changeit";
    private static final String HEALTH = "{\"cluster_name\":\"tls\",\"status\":\"green\",\"timed_out\":false,"
            + "\"number_of_nodes\":1,\"number_of_data_nodes\":1,\"active_primary_shards\":0,\"active_shards\":0,"
            + "\"relocating_shards\":0,\"initializing_shards\":0,\"unassigned_shards\":0,\"delayed_unassigned_shards\":0,"
            + "\"number_of_pending_tasks\":0,\"number_of_in_flight_fetch\":0,\"task_max_waiting_in_queue_millis\":0,"
            + "\"active_shards_percent_as_number\":100.0,\"discovered_master\":true,\"discovered_cluster_manager\":true}";

    private Path trustStore;
    private DisposableServer server;

    @BeforeAll
    void certificateAndServer(@TempDir Path dir) throws Exception {
        Path keyStore = dir.resolve("node.p12");
        Path certificate = dir.resolve("node.crt");
        trustStore = dir.resolve("trust.p12");
        keytool("-genkeypair", "-alias", "node", "-keyalg", "RSA", "-keysize", "2048", "-validity", "2",
                "-dname", "CN=localhost", "-ext", "SAN=ip:127.0.0.1,dns:localhost",
                "-storetype", "PKCS12", "-keystore", keyStore.toString(), "-storepass", PASSWORD);
        keytool("-exportcert", "-alias", "node", "-keystore", keyStore.toString(), "-storepass", PASSWORD,
                "-rfc", "-file", certificate.toString());
        keytool("-importcert", "-noprompt", "-alias", "node", "-file", certificate.toString(),
                "-storetype", "PKCS12", "-keystore", trustStore.toString(), "-storepass", PASSWORD);

        KeyStore keys = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(keyStore)) {
            keys.load(in, PASSWORD.toCharArray());
        }
        KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keyManagers.init(keys, PASSWORD.toCharArray());
        server = HttpServer.create().host("127.0.0.1").port(0)
                .secure(ssl -> ssl.sslContext(Http11SslContextSpec.forServer(keyManagers)))
                .route(r -> r.get("/_cluster/health", (req, res) -> res
                        .header(HttpHeaderNames.CONTENT_TYPE, "application/json").sendString(Mono.just(HEALTH))))
                .bindNow();
    }

    @AfterAll
    void stop() {
        server.disposeNow();
    }

    private static void keytool(String... args) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "keytool").toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as("keytool " + String.join(" ", args) + ": " + output).isZero();
    }

    private String https() {
        return "https://127.0.0.1:" + server.port();
    }

    private static String clusterName(SearchClientConfig config) throws IOException {
        try (ReactorNettyTransport transport = ReactorNettyTransport.create(config)) {
            return new OpenSearchClient(transport).cluster().health().clusterName();
        }
    }

    @Test
    void aCertificateInTheGivenTrustStoreIsTrusted() throws IOException {
        assertThat(clusterName(SearchClientConfig.builder().host(https()).trustStore(trustStore, PASSWORD).build()))
                .isEqualTo("tls");
    }

    @Test
    void anUntrustedCertificateIsRefusedWithATypedErrorThatSaysWhatToDo() {
        assertThatThrownBy(() -> clusterName(SearchClientConfig.builder().host(https()).build()))
                .isInstanceOfSatisfying(TlsFailureException.class,
                        e -> assertThat(e.setting()).isEqualTo(SearchClientConfig.SSL_VALIDATION))
                .hasMessageContaining("TLS with " + https())
                .hasMessageContaining(SearchClientConfig.TRUST_STORE_PATH)
                .hasRootCauseInstanceOf(java.security.cert.CertPathBuilderException.class);
    }

    @Test
    void ignoreAcceptsAnyCertificate() throws IOException {
        assertThat(clusterName(SearchClientConfig.builder().host(https()).trustAllCertificates().build()))
                .isEqualTo("tls");
    }

    @Test
    void thePropertiesFileKeysSelectTheSameThreeStrategies() throws IOException {
        java.util.Properties p = new java.util.Properties();
        p.setProperty(SearchClientConfig.HOSTS, "127.0.0.1:" + server.port());
        p.setProperty(SearchClientConfig.SCHEME, "https");
        p.setProperty(SearchClientConfig.SSL_VALIDATION, "override");
        p.setProperty(SearchClientConfig.TRUST_STORE_PATH, trustStore.toString());
        p.setProperty(SearchClientConfig.TRUST_STORE_PASSWORD, PASSWORD);
        assertThat(clusterName(OpenSearchProperties.read(p))).isEqualTo("tls");
    }
}
