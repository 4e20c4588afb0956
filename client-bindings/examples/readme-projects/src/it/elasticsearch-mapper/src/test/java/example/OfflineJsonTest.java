package example;

import co.elastic.clients.elasticsearch.core.SearchRequest;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.JsonpUtils;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.elasticsearch.mapper.ElasticsearchJacksonMapper;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** JSON in and out of elasticsearch-java's types and your documents with the mapper alone: no client, no node. */
class OfflineJsonTest {

    public record Mail(String subject, int uid) {
    }

    @Test
    void writesAndReadsARequestAndADocumentWithoutANode() {
        JsonpMapper mapper = new ElasticsearchJacksonMapper();

        // a request to JSON, and back
        SearchRequest request = SearchRequest.of(s -> s.index("mails")
                .query(q -> q.match(m -> m.field("subject").query("hello"))));
        String json = JsonpUtils.toJsonString(request, mapper);
        SearchRequest read;
        try (JsonParser parser = mapper.jsonProvider().createParser(new StringReader(json))) {
            read = SearchRequest.of(s -> s.withJson(parser, mapper));
        }

        // a document of yours to JSON, and back
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = mapper.jsonProvider().createGenerator(out)) {
            mapper.serialize(new Mail("hello", 7), generator);
        }
        Mail mail;
        try (JsonParser parser = mapper.jsonProvider().createParser(new StringReader(out.toString()))) {
            mail = mapper.deserialize(parser, Mail.class);
        }

        assertEquals("{\"query\":{\"match\":{\"subject\":{\"query\":\"hello\"}}}}", json);
        assertEquals(json, JsonpUtils.toJsonString(read, mapper));
        assertEquals("{\"subject\":\"hello\",\"uid\":7}", out.toString());
        assertEquals(new Mail("hello", 7), mail);
    }
}
