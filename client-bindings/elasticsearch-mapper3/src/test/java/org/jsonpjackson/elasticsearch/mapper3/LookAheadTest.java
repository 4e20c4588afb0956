package org.jsonpjackson.elasticsearch.mapper3;

import co.elastic.clients.elasticsearch._types.mapping.Property;
import co.elastic.clients.elasticsearch._types.query_dsl.Query;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpMappingException;
import co.elastic.clients.json.LookAheadJsonParser;
import jakarta.json.stream.JsonParser;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The two look-aheads elasticsearch-java asks of our parsers, through its own deserializers: the value of a type
 * field ({@code lookAheadFieldValue}, for internally tagged types) and the variant named by a field
 * ({@code findVariant}, for shortcut forms and unions), with the object replayed in full afterwards.
 */
class LookAheadTest {

    private final ElasticsearchJackson3Mapper mapper = new ElasticsearchJackson3Mapper();

    private <T> T read(String json, JsonpDeserializer<T> deserializer) {
        try (JsonParser parser = mapper.jsonProvider().createParser(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)))) {
            assertThat(parser).isInstanceOf(LookAheadJsonParser.class);
            return deserializer.deserialize(parser, mapper);
        }
    }

    @Test
    void aTypeFieldAfterOtherFieldsPicksTheVariantAndTheOthersAreReplayed() {
        Property property = read("{\"ignore_above\":256,\"fields\":{\"raw\":{\"type\":\"keyword\"}},\"type\":\"keyword\","
                + "\"norms\":false}", Property._DESERIALIZER);
        assertThat(property.isKeyword()).isTrue();
        assertThat(property.keyword().ignoreAbove()).isEqualTo(256);
        assertThat(property.keyword().norms()).isFalse();
        assertThat(property.keyword().fields().get("raw").isKeyword()).isTrue();
    }

    @Test
    void aTypeFieldThatIsNotAStringIsAnError() {
        assertThatThrownBy(() -> read("{\"type\":5}", Property._DESERIALIZER))
                .isInstanceOf(JsonpMappingException.class).hasMessageContaining("VALUE_STRING");
    }

    @Test
    void aShortcutPropertyFoundAheadKeepsTheLongFormAndItsAbsenceTheShortOne() {
        Query longForm = read("{\"term\":{\"tags\":{\"boost\":2.0,\"value\":\"work\",\"case_insensitive\":true}}}",
                Query._DESERIALIZER);
        assertThat(longForm.term().field()).isEqualTo("tags");
        assertThat(longForm.term().value().stringValue()).isEqualTo("work");
        assertThat(longForm.term().boost()).isEqualTo(2.0f);
        assertThat(longForm.term().caseInsensitive()).isTrue();
        Query shortForm = read("{\"term\":{\"tags\":\"work\"}}", Query._DESERIALIZER);
        assertThat(shortForm.term().value().stringValue()).isEqualTo("work");
    }

    @Test
    void theObjectReadAheadIsReplayedInFullWhenNoFieldMatches() {
        LookAheadJsonParser parser = (LookAheadJsonParser) mapper.jsonProvider().createParser(new ByteArrayInputStream(
                "{\"a\":[1,{\"b\":null}],\"c\":\"d\"} ".getBytes(StandardCharsets.UTF_8)));
        parser.next();
        Map.Entry<String, JsonParser> found = parser.lookAheadFieldValue("type", "fallback");
        assertThat(found.getKey()).isEqualTo("fallback");
        JsonParser replay = found.getValue();
        replay.next();
        assertThat(replay.getObject().toString()).isEqualTo("{\"a\":[1,{\"b\":null}],\"c\":\"d\"}");
    }
}
