package example;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.Refresh;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.json.JsonpUtils;
import co.elastic.clients.transport.rest_client.RestClientTransport;
import org.apache.http.HttpHost;
import org.elasticsearch.client.RestClient;
import org.jsonpjackson.elasticsearch.mapper.ElasticsearchJacksonMapper;
import org.jsonpjackson.elasticsearch.testing.ElasticsearchExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.URI;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The elasticsearch-java Spring Boot 3.5 manages, on our Jackson 2 mapper and its own RestClientTransport, against
 * the Elasticsearch 8.19 node elasticsearch-testing runs: one mail indexed, then found. The rest client logs
 * through commons-logging's API, which Boot's BOM removes from it: the docs' pom adds spring-jcl back.
 */
@ExtendWith(ElasticsearchExtension.class)
class ElasticsearchOnBoot3Test {

    public record Mail(String subject, int uid) {
    }

    @Test
    void indexesAndSearchesOnBootsElasticsearchJava(URI node) throws Exception {
        String index = "boot3-" + UUID.randomUUID();
        Mail mail = new Mail("hello from spring boot", 7);
        SearchResponse<Mail> found;
        try (RestClientTransport transport = new RestClientTransport(
                RestClient.builder(new HttpHost(node.getHost(), node.getPort(), node.getScheme())).build(),
                new ElasticsearchJacksonMapper())) {
            ElasticsearchClient client = new ElasticsearchClient(transport);
            client.index(i -> i.index(index).id("1").document(mail).refresh(Refresh.True));
            found = client.search(s -> s.index(index)
                    .query(q -> q.match(m -> m.field("subject").query("spring"))), Mail.class);
        }
        assertEquals(1, found.hits().total().value());
        assertEquals(mail, found.hits().hits().get(0).source());
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.eclipse.parsson.JsonProviderImpl"));

        Ran.record(Map.of(
                "elasticsearch.source", String.valueOf(found.hits().hits().get(0).source()),
                "elasticsearch.provider", JsonpUtils.provider().getClass().getName(),
                "elasticsearch-java", Ran.jarOf(ElasticsearchClient.class),
                "elasticsearch-rest-client", Ran.jarOf(RestClient.class),
                "commons-logging-api-from", Ran.jarOf(org.apache.commons.logging.LogFactory.class)));
    }
}
