package example;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.json.JsonpUtils;
import co.elastic.clients.transport.rest5_client.Rest5ClientTransport;
import co.elastic.clients.transport.rest5_client.low_level.Rest5Client;
import com.sun.net.httpserver.HttpServer;
import org.jsonpjackson.elasticsearch.mapper3.ElasticsearchJackson3Mapper;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The docs' client line, searching a stand-in node on loopback, on the class path the docs give. */
class SearchTest {

    public record Mail(String subject, int uid) {
    }

    private static final byte[] RESPONSE = ("{\"took\":3,\"timed_out\":false,\"_shards\":{\"total\":1,\"successful\":1,"
            + "\"skipped\":0,\"failed\":0},\"hits\":{\"total\":{\"value\":2,\"relation\":\"eq\"},\"max_score\":1.0,"
            + "\"hits\":[{\"_index\":\"mails\",\"_id\":\"1\",\"_score\":1.0,\"_source\":{\"subject\":\"hello from the readme\",\"uid\":7}},"
            + "{\"_index\":\"mails\",\"_id\":\"2\",\"_score\":1.0,\"_source\":{\"subject\":\"again\",\"uid\":8}}]},"
            + "\"aggregations\":{\"sterms#uids\":{\"doc_count_error_upper_bound\":0,\"sum_other_doc_count\":0,\"buckets\":[]}}}")
            .getBytes(StandardCharsets.UTF_8);

    @Test
    void searchesWithoutParssonOrJackson2() throws Exception {
        HttpServer node = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        node.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            exchange.getResponseHeaders().add("Content-Type", "application/vnd.elasticsearch+json;compatible-with=9");
            exchange.getResponseHeaders().add("X-Elastic-Product", "Elasticsearch");
            exchange.sendResponseHeaders(200, RESPONSE.length);
            exchange.getResponseBody().write(RESPONSE);
            exchange.close();
        });
        node.start();
        SearchResponse<Mail> response;
        try {
            ElasticsearchClient client = new ElasticsearchClient(new Rest5ClientTransport(
                    Rest5Client.builder(URI.create("http://127.0.0.1:" + node.getAddress().getPort())).build(),
                    new ElasticsearchJackson3Mapper()));
            response = client.search(s -> s.index("mails"), Mail.class);
            client._transport().close();
        } finally {
            node.stop(0);
        }
        assertEquals(2, response.hits().total().value());
        assertEquals(0, response.aggregations().get("uids").sterms().buckets().array().size());
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.eclipse.parsson.JsonProviderImpl"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("com.fasterxml.jackson.databind.ObjectMapper"));

        // one Jackson 3: elasticsearch-java 9.5 declares jackson-core 3.1.0, the mapper databind 3.1.x
        String core = tools.jackson.core.json.PackageVersion.VERSION.toString();
        String databind = tools.jackson.databind.cfg.PackageVersion.VERSION.toString();
        assertEquals(databind, core, "jackson-core " + core + " with jackson-databind " + databind);

        String client = Path.of(ElasticsearchClient.class.getProtectionDomain().getCodeSource().getLocation().getPath())
                .getFileName().toString();
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "ran.properties"), "hits=" + response.hits().total().value()
                + "\nfirst=" + response.hits().hits().get(0).source() + "\nparsson=absent\njackson2=absent"
                + "\nprovider=" + JsonpUtils.provider().getClass().getName()
                + "\nelasticsearch-java=" + client
                + "\njackson-core=" + core + "\njackson-databind=" + databind + "\n");
    }
}
