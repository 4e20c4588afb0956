package org.jsonpjackson.opensearch.mapper;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import org.junit.jupiter.api.Test;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.opensearch.core.IndexResponse;

import java.io.StringReader;
import java.io.StringWriter;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What users of opensearch-java's JacksonJsonpMapper change by subclassing, set on ours with its builder. */
class MapperBuilderTest {

    /** An index response as OpenSearch sends it, plus one field opensearch-java does not know. */
    private static final String INDEX_RESPONSE_WITH_AN_UNKNOWN_FIELD = "{\"_index\":\"mail\",\"_id\":\"1\",\"_version\":1,"
            + "\"result\":\"created\",\"_shards\":{\"total\":1,\"successful\":1,\"failed\":0},\"_seq_no\":0,"
            + "\"_primary_term\":1,\"from_a_newer_node\":{\"x\":[1,2]}}";

    private static IndexResponse read(JsonpMapper mapper, String json) {
        try (JsonParser parser = mapper.jsonProvider().createParser(new StringReader(json))) {
            return IndexResponse._DESERIALIZER.deserialize(parser, mapper);
        }
    }

    private static String written(JsonpMapper mapper, Object document) {
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = mapper.jsonProvider().createGenerator(out)) {
            mapper.serialize(document, generator);
        }
        return out.toString();
    }

    @Test
    void byDefaultUnknownFieldsAreSkippedAsOpenSearchJavaDoes() {
        JsonpMapper mapper = OpenSearchJacksonMapper.builder().build();
        assertThat(mapper.ignoreUnknownFields()).isTrue();
        assertThat(new OpenSearchJacksonMapper().ignoreUnknownFields()).isTrue();
        assertThat(read(mapper, INDEX_RESPONSE_WITH_AN_UNKNOWN_FIELD).id()).isEqualTo("1");
    }

    @Test
    void withIgnoreUnknownFieldsOffAnUnknownFieldIsAParsingErrorNamingIt() {
        JsonpMapper strict = OpenSearchJacksonMapper.builder().ignoreUnknownFields(false).build();
        assertThatThrownBy(() -> read(strict, INDEX_RESPONSE_WITH_AN_UNKNOWN_FIELD))
                .isInstanceOf(JsonParsingException.class)
                .hasMessageContaining("from_a_newer_node");
    }

    @Test
    void theSettingSurvivesAttributes() {
        JsonpMapper strict = OpenSearchJacksonMapper.builder().ignoreUnknownFields(false).build().withAttribute("k", 1);
        assertThat(strict.ignoreUnknownFields()).isFalse();
        assertThatThrownBy(() -> read(strict, INDEX_RESPONSE_WITH_AN_UNKNOWN_FIELD)).isInstanceOf(JsonParsingException.class);
    }

    @Test
    void byDefaultNullPropertiesOfDocumentsAreLeftOut() {
        MailDoc doc = new MailDoc(null, 7, Instant.parse("2026-11-24T10:00:00Z"), List.of());
        assertThat(written(OpenSearchJacksonMapper.builder().build(), doc)).doesNotContain("subject").contains("\"uid\":7");
    }

    @Test
    void serializeNullsWritesThemWithoutChangingTheCallersObjectMapper() {
        ObjectMapper callers = OpenSearchJacksonMapper.defaultObjectMapper();
        MailDoc doc = new MailDoc(null, 7, Instant.parse("2026-11-24T10:00:00Z"), List.of());
        JsonpMapper withNulls = OpenSearchJacksonMapper.builder().objectMapper(callers).serializeNulls(true).build();
        assertThat(written(withNulls, doc)).contains("\"subject\":null");
        assertThat(written(new OpenSearchJacksonMapper(callers), doc)).doesNotContain("subject");
    }

    @Test
    void serializeNullsOffLeavesThemOutOfAnObjectMapperThatWritesThem() {
        ObjectMapper writesNulls = OpenSearchJacksonMapper.defaultObjectMapper()
                .setDefaultPropertyInclusion(JsonInclude.Include.ALWAYS);
        MailDoc doc = new MailDoc(null, 7, Instant.parse("2026-11-24T10:00:00Z"), List.of());
        assertThat(written(new OpenSearchJacksonMapper(writesNulls), doc)).contains("\"subject\":null");
        assertThat(written(OpenSearchJacksonMapper.builder().objectMapper(writesNulls).serializeNulls(false).build(), doc))
                .doesNotContain("subject");
    }
}
