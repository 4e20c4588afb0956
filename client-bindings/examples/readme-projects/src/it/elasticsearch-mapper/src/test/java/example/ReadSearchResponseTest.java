package example;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpMapper;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.elasticsearch.mapper.ElasticsearchJacksonMapper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Reads a search response as RestClientTransport does, with the mapper, on the class path the docs give. */
class ReadSearchResponseTest {

    public record Mail(String subject, int uid) {
    }

    private static final String RESPONSE = "{\"took\":3,\"timed_out\":false,\"_shards\":{\"total\":1,\"successful\":1,"
            + "\"skipped\":0,\"failed\":0},\"hits\":{\"total\":{\"value\":2,\"relation\":\"eq\"},\"max_score\":1.0,"
            + "\"hits\":[{\"_index\":\"mails\",\"_id\":\"1\",\"_score\":1.0,\"_source\":{\"subject\":\"hello from the readme\",\"uid\":7}},"
            + "{\"_index\":\"mails\",\"_id\":\"2\",\"_score\":1.0,\"_source\":{\"subject\":\"again\",\"uid\":8}}]},"
            + "\"aggregations\":{\"sterms#uids\":{\"doc_count_error_upper_bound\":0,\"sum_other_doc_count\":0,\"buckets\":[]}}}";

    @Test
    void readsASearchResponseWithoutParsson() throws Exception {
        JsonpMapper mapper = new ElasticsearchJacksonMapper();
        SearchResponse<Mail> response;
        try (JsonParser parser = mapper.jsonProvider().createParser(
                new ByteArrayInputStream(RESPONSE.getBytes(StandardCharsets.UTF_8)))) {
            response = SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.<Mail>of(Mail.class))
                    .deserialize(parser, mapper);
        }
        assertEquals(2, response.hits().total().value());
        assertEquals(0, response.aggregations().get("uids").sterms().buckets().array().size());
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.eclipse.parsson.JsonProviderImpl"));
        assertEquals("org.jsonpjackson.json.jackson2.JsonpJacksonProvider", co.elastic.clients.json.JsonpUtils.provider().getClass().getName());

        String client = Path.of(ElasticsearchClient.class.getProtectionDomain().getCodeSource().getLocation().getPath())
                .getFileName().toString();
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "ran.properties"), "hits=" + response.hits().total().value()
                + "\nfirst=" + response.hits().hits().get(0).source() + "\nparsson=absent"
                + "\nelasticsearch-java=" + client + "\n");
    }
}
