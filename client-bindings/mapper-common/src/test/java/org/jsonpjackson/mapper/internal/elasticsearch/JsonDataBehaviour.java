package org.jsonpjackson.mapper.internal.elasticsearch;

import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpDeserializerBase;
import co.elastic.clients.json.JsonpMapper;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.RecordingProvider;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.EnumSet;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What a {@code JsonData} does where the two clients' mappers used to differ, now one behaviour for both (the
 * opensearch-java mappers' tests pin the same): no mapper means the one that read it, its text is
 * {@code toString()}, a mapper that is not ours parses that text, equal JSON makes equal values; and databind's
 * failures to write are {@code JsonException}s. Written once for both elasticsearch-java mappers, shared through this
 * module's test jar: each one's {@code JsonDataBehaviourTest} extends it with its mappers, which differ by Jackson
 * line alone.
 */
public abstract class JsonDataBehaviour {

    private static final String TEXT = "{\"a\":[1,\"x\",true],\"b\":null,\"c\":{\"d\":\"\u00e9\"}}";

    /** Reads first_name into firstName: only a snake-case mapper does. */
    public static class Person {
        public String firstName;
    }

    /** Fails to write. */
    public static class Broken {
        public String getValue() {
            throw new IllegalStateException("no value");
        }
    }

    private final JsonpMapper snake = snakeCaseMapper();
    private final JsonpMapper plain = lenientMapper();

    /** The mapper over a new {@code ObjectMapper} that names properties in snake case. */
    protected abstract JsonpMapper snakeCaseMapper();

    /** The mapper over a new {@code ObjectMapper} that skips unknown properties. */
    protected abstract JsonpMapper lenientMapper();

    /** The mapper made with no arguments. */
    protected abstract JsonpMapper defaultMapper();

    private static JsonData read(JsonpMapper mapper, String json) {
        try (JsonParser parser = mapper.jsonProvider().createParser(new StringReader(json))) {
            return mapper.deserialize(parser, JsonData.class);
        }
    }

    @Test
    void withoutAMapperTheMapperThatReadItConverts() {
        JsonData data = read(snake, "{\"first_name\":\"Ada\"}");
        assertThat(data.to(Person.class).firstName).isEqualTo("Ada");
        assertThat(data.to(Person.class, null).firstName).as("null: the mapper that read it").isEqualTo("Ada");
        assertThat(data.to(Person.class, plain).firstName).as("a mapper given is used").isNull();

        JsonpDeserializer<Object> whichMapper = new JsonpDeserializerBase<>(EnumSet.allOf(JsonParser.Event.class)) {
            @Override
            public Object deserialize(JsonParser parser, JsonpMapper mapper, JsonParser.Event event) {
                parser.getValue();
                return mapper;
            }
        };
        assertThat(data.deserialize(whichMapper)).isSameAs(snake);
        assertThat(data.deserialize(whichMapper, null)).isSameAs(snake);
        assertThat(data.deserialize(whichMapper, plain)).isSameAs(plain);
    }

    @Test
    void itsTextIsWhatItsObjectMapperWrites() {
        assertThat(read(plain, TEXT).toString()).isEqualTo(TEXT);
        assertThat(read(plain, " [ 1 , 2 ] ").toString()).isEqualTo("[1,2]");
    }

    @Test
    void aMapperThatIsNotOursParsesItsText() {
        JsonData data = read(plain, TEXT);
        JsonpMapper ours = defaultMapper();
        RecordingProvider recording = new RecordingProvider(ours.jsonProvider());
        JsonpMapper foreign = recording.mapper(JsonpMapper.class, ours);

        assertThat(data.to(Map.class, foreign)).isEqualTo(data.to(Map.class));
        assertThat(recording.readers()).containsExactly(TEXT);
        assertThat(recording.streams()).as("given text, not bytes").isZero();
        Object deserialized = data.deserialize(JsonpDeserializer.of(Map.class), foreign);
        assertThat(deserialized).isEqualTo(data.to(Map.class));
        assertThat(recording.readers()).containsExactly(TEXT, TEXT);
    }

    @Test
    void equalJsonMakesEqualValues() {
        JsonData one = read(plain, TEXT);
        JsonData other = read(snake, "{ \"c\": {\"d\": \"\u00e9\"}, \"b\": null, \"a\": [1, \"x\", true] }");
        assertThat(one).isEqualTo(other).hasSameHashCodeAs(other);
        assertThat(one).isNotEqualTo(read(plain, "{\"a\":[1]}"));
    }

    @Test
    void databindFailingToWriteIsAJsonException() {
        JsonGenerator generator = plain.jsonProvider().createGenerator(new StringWriter());
        assertThatThrownBy(() -> plain.serialize(new Broken(), generator)).isInstanceOf(JsonException.class)
                .hasMessageContaining(Broken.class.getName());
    }
}
