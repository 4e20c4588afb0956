package org.jsonpjackson.mapper.internal;

import jakarta.json.JsonException;
import jakarta.json.stream.JsonGenerator;
import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What a {@code JsonData} does, one behaviour for both clients and both Jackson lines: no mapper means the one that
 * read it, its text is {@code toString()}, a mapper that is not ours parses that text, equal JSON makes equal values;
 * and databind's failures to write are {@code JsonException}s. Written once, shared through this module's test jar:
 * each mapper module's {@code JsonDataBehaviourTest} extends it with its client's {@link ClientApi} (the only
 * client-typed code), its Jackson line's {@link ObjectMappers} and its mapper's constructors.
 *
 * @param <M> the client's {@code JsonpMapper}
 * @param <D> the client's {@code JsonData}
 */
public abstract class JsonDataBehaviour<M, D> {

    private static final String TEXT = "{\"a\":[1,\"x\",true],\"b\":null,\"c\":{\"d\":\"\u00e9\"}}";

    /**
     * The {@code ObjectMapper}s of one Jackson line these tests build mappers over; one implementation per line, in
     * that line's test jar (mapper-jackson2, mapper-jackson3).
     *
     * @param <O> the line's {@code ObjectMapper}
     */
    public interface ObjectMappers<O> {

        /** A new {@code ObjectMapper} that names properties in snake case. */
        O snakeCase();

        /** A new {@code ObjectMapper} that skips unknown properties. */
        O lenient();
    }

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

    private final ClientApi<M, D> client;
    private final M snake;
    private final M plain;
    private final Supplier<M> byDefault;

    /**
     * @param client    the mapper's client
     * @param line      the {@code ObjectMapper}s of the mapper's Jackson line
     * @param over      the mapper's constructor over an {@code ObjectMapper}
     * @param byDefault the mapper's constructor with no arguments
     */
    protected <O> JsonDataBehaviour(ClientApi<M, D> client, ObjectMappers<O> line, Function<O, M> over,
            Supplier<M> byDefault) {
        this.client = client;
        this.snake = over.apply(line.snakeCase());
        this.plain = over.apply(line.lenient());
        this.byDefault = byDefault;
    }

    private D read(M mapper, String json) {
        return client.jsonDataType().cast(client.read(mapper, json, client.jsonDataType()));
    }

    @Test
    void withoutAMapperTheMapperThatReadItConverts() {
        D data = read(snake, "{\"first_name\":\"Ada\"}");
        assertThat(client.to(data, Person.class).firstName).isEqualTo("Ada");
        assertThat(client.to(data, Person.class, null).firstName).as("null: the mapper that read it").isEqualTo("Ada");
        assertThat(client.to(data, Person.class, plain).firstName).as("a mapper given is used").isNull();

        assertThat(client.mapperSeen(data)).isSameAs(snake);
        assertThat(client.mapperSeen(data, null)).isSameAs(snake);
        assertThat(client.mapperSeen(data, plain)).isSameAs(plain);
    }

    @Test
    void itsTextIsWhatItsObjectMapperWrites() {
        assertThat(read(plain, TEXT).toString()).isEqualTo(TEXT);
        assertThat(read(plain, " [ 1 , 2 ] ").toString()).isEqualTo("[1,2]");
    }

    @Test
    void aMapperThatIsNotOursParsesItsText() {
        D data = read(plain, TEXT);
        M ours = byDefault.get();
        RecordingProvider recording = new RecordingProvider(client.provider(ours));
        M foreign = recording.mapper(client.mapperType(), ours);

        assertThat(client.to(data, Map.class, foreign)).isEqualTo(client.to(data, Map.class));
        assertThat(recording.readers()).containsExactly(TEXT);
        assertThat(recording.streams()).as("given text, not bytes").isZero();
        Object deserialized = client.deserialize(data, Map.class, foreign);
        assertThat(deserialized).isEqualTo(client.to(data, Map.class));
        assertThat(recording.readers()).containsExactly(TEXT, TEXT);
    }

    @Test
    void equalJsonMakesEqualValues() {
        D one = read(plain, TEXT);
        D other = read(snake, "{ \"c\": {\"d\": \"\u00e9\"}, \"b\": null, \"a\": [1, \"x\", true] }");
        assertThat(one).isEqualTo(other).hasSameHashCodeAs(other);
        assertThat(one).isNotEqualTo(read(plain, "{\"a\":[1]}"));
    }

    @Test
    void databindFailingToWriteIsAJsonException() {
        JsonGenerator generator = client.provider(plain).createGenerator(new StringWriter());
        assertThatThrownBy(() -> client.serialize(plain, new Broken(), generator)).isInstanceOf(JsonException.class)
                .hasMessageContaining(Broken.class.getName());
    }
}
