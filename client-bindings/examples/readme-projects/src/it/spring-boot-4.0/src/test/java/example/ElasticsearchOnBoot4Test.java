package example;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.transport.rest5_client.Rest5ClientTransport;
import co.elastic.clients.transport.rest5_client.low_level.Rest5Client;
import com.sun.net.httpserver.HttpServer;
import org.jsonpjackson.elasticsearch.mapper3.ElasticsearchJackson3Mapper;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The elasticsearch-java 9 Spring Boot 4 manages, on our Jackson 3 mapper and its own Rest5ClientTransport. No
 * Elasticsearch 9 node is on Maven Central: it searches a stand-in on loopback that answers what an Elasticsearch
 * node answers to a search.
 */
class ElasticsearchOnBoot4Test {

    public record Mail(String subject, int uid) {
    }

    private static final byte[] RESPONSE = ("{\"took\":3,\"timed_out\":false,\"_shards\":{\"total\":1,\"successful\":1,"
            + "\"skipped\":0,\"failed\":0},\"hits\":{\"total\":{\"value\":2,\"relation\":\"eq\"},\"max_score\":1.0,"
            + "\"hits\":[{\"_index\":\"mails\",\"_id\":\"1\",\"_score\":1.0,\"_source\":{\"subject\":\"hello from spring boot\",\"uid\":7}},"
            + "{\"_index\":\"mails\",\"_id\":\"2\",\"_score\":1.0,\"_source\":{\"subject\":\"again\",\"uid\":8}}]},"
            + "\"aggregations\":{\"sterms#uids\":{\"doc_count_error_upper_bound\":0,\"sum_other_doc_count\":0,\"buckets\":[]}}}")
            .getBytes(StandardCharsets.UTF_8);

    @Test
    void searchesOnBootsElasticsearchJava() throws Exception {
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
        ElasticsearchJackson3Mapper mapper = new ElasticsearchJackson3Mapper();
        SearchResponse<Mail> response;
        try (Rest5ClientTransport transport = new Rest5ClientTransport(
                Rest5Client.builder(URI.create("http://127.0.0.1:" + node.getAddress().getPort())).build(), mapper)) {
            response = new ElasticsearchClient(transport).search(s -> s.index("mails"), Mail.class);
        } finally {
            node.stop(0);
        }
        assertEquals(2, response.hits().total().value());
        assertEquals(new Mail("hello from spring boot", 7), response.hits().hits().get(0).source());
        assertEquals(0, response.aggregations().get("uids").sterms().buckets().array().size());
        String provider = mapper.jsonProvider().getClass().getName();
        assertTrue(provider.startsWith("org.jsonpjackson."), "the mapper's JSON-P provider is " + provider);
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.eclipse.parsson.JsonProviderImpl"));

        Ran.record(Map.of(
                "elasticsearch.source", String.valueOf(response.hits().hits().get(0).source()),
                "elasticsearch.provider", provider,
                // in this test JVM, with the embedded OpenSearch node's Jackson 2 on the class path
                "elasticsearch.jsonp-utils-provider", co.elastic.clients.json.JsonpUtils.provider().getClass().getName(),
                "elasticsearch-java", Ran.jarOf(ElasticsearchClient.class)));
    }
}
