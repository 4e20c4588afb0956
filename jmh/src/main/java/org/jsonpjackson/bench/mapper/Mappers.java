package org.jsonpjackson.bench.mapper;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.bench.classpath.ProviderView;
import org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper;
import org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.json.NdJsonpSerializable;
import org.opensearch.client.json.jackson.JacksonJsonpMapper;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.opensearch.client.json.JsonpDeserializer;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.reflect.Field;
import java.util.Iterator;
import java.util.function.Consumer;

/**
 * The two mappers under comparison, each with the ObjectMapper its users give it: ours with its default, the
 * stock one with the set-up an application needs to read and write {@code java.time} as text. Both write the same
 * JSON (the agreement tests check it). Also the request and response codecs as opensearch-java's transports run them.
 */
final class Mappers {

    private Mappers() {
    }

    static ObjectMapper objectMapper() {
        return new ObjectMapper()
                .configure(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, false)
                .setSerializationInclusion(JsonInclude.Include.NON_NULL)
                .registerModule(new JavaTimeModule());
    }

    /**
     * Our mapper as it comes: its default ObjectMapper writes what {@link #objectMapper()} writes, and reads
     * faster (see {@link OpenSearchJacksonMapper#defaultObjectMapper()}).
     */
    static JsonpMapper ours() {
        return new OpenSearchJacksonMapper();
    }

    /**
     * opensearch-java's own mapper, as an application with opensearch-java and Parsson has it. Its helpers
     * look a provider up once, into static fields, on first use: {@code warmUp} makes that first use happen
     * under a view of the class path without our provider, so they find Parsson. Call it only in the
     * benchmark that measures the stock mapper (JMH gives each benchmark method a JVM of its own), so that
     * our mapper's runs keep whatever an application without Parsson would have.
     *
     * @throws IllegalStateException if opensearch-java's caches already hold another provider (something
     *         used opensearch-java earlier in this JVM), unless {@value #SHARED_JVM} is set, as smoke runs
     *         in one JVM do
     */
    static JsonpMapper stock(Consumer<JsonpMapper> warmUp) {
        return ProviderView.with(ProviderView.only(JsonProviderImpl.class), () -> {
            JsonpMapper mapper = new JacksonJsonpMapper(objectMapper());
            warmUp.accept(mapper);
            String cached = cachedProvider("org.opensearch.client.json.JsonpUtils", "DEFAULT_PROVIDER");
            if (!cached.equals(JsonProviderImpl.class.getName()) && !Boolean.getBoolean(SHARED_JVM)) {
                throw new IllegalStateException("opensearch-java's cached provider is " + cached
                        + ", not Parsson: the stock mapper would not be stock");
            }
            return mapper;
        });
    }

    /** Our Jackson 3 mapper as it comes, on json-jackson3. */
    static JsonpMapper ours3() {
        return new OpenSearchJackson3Mapper();
    }

    /**
     * Our Jackson 3 mapper over its default ObjectMapper less the fast instant reader: Jackson 3's own
     * {@code InstantDeserializer}, which parses through {@code DateTimeFormatter}. What the reader saves on Jackson 3
     * is {@code searchResponse_ours3} against {@code searchResponse_ours3Formatter}.
     */
    static JsonpMapper ours3WithJacksonsInstantReader() {
        return new OpenSearchJackson3Mapper(tools.jackson.databind.json.JsonMapper.builder()
                .disable(tools.jackson.databind.cfg.DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS)
                .changeDefaultPropertyInclusion(i -> i.withValueInclusion(JsonInclude.Include.NON_NULL))
                .build());
    }

    /**
     * opensearch-java 3.9's own Jackson 3 mapper with Parsson, as {@link #stock} sets up its Jackson 2 one. Its
     * ObjectMapper leaves nulls out, as ours does ({@code java.time} is part of Jackson 3's databind), and turns off
     * {@code FAIL_ON_TRAILING_TOKENS}, which Jackson 3 turns on: without that, this mapper over a given ObjectMapper
     * fails on every hit whose {@code _source} is followed by more fields.
     */
    static JsonpMapper stock3(Consumer<JsonpMapper> warmUp) {
        return ProviderView.with(ProviderView.only(JsonProviderImpl.class), () -> {
            JsonpMapper mapper = new org.opensearch.client.json.jackson3.JacksonJsonpMapper(
                    tools.jackson.databind.json.JsonMapper.builder()
                            .disable(tools.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                            .changeDefaultPropertyInclusion(i -> i.withValueInclusion(JsonInclude.Include.NON_NULL))
                            .build());
            warmUp.accept(mapper);
            String cached = cachedProvider("org.opensearch.client.json.JsonpUtils", "DEFAULT_PROVIDER");
            if (!cached.equals(JsonProviderImpl.class.getName()) && !Boolean.getBoolean(SHARED_JVM)) {
                throw new IllegalStateException("opensearch-java's cached provider is " + cached
                        + ", not Parsson: the stock Jackson 3 mapper would not be stock");
            }
            return mapper;
        });
    }

    /** Set by runs that put every benchmark in one JVM, where the stock mapper's caches cannot be controlled. */
    static final String SHARED_JVM = "org.jsonpjackson.bench.sharedJvm";

    /** The class of the provider in one of opensearch-java's static caches; reading it initialises it. */
    static String cachedProvider(String owner, String field) {
        try {
            Field f = Class.forName(owner, true, JacksonJsonpMapper.class.getClassLoader()).getDeclaredField(field);
            f.setAccessible(true);
            return f.get(null).getClass().getName();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("opensearch-java changed: no " + owner + "." + field, e);
        }
    }

    /** A response body, read the way a transport reads it: a parser over the bytes, then the endpoint's deserializer. */
    static <T> T read(JsonpMapper mapper, byte[] body, JsonpDeserializer<T> deserializer) {
        try (JsonParser parser = mapper.jsonProvider().createParser(new ByteArrayInputStream(body))) {
            return deserializer.deserialize(parser, mapper);
        }
    }

    /**
     * A request body, written the way RestClientTransport writes it: one generator for a JSON request; for
     * NDJSON (bulk), one generator per line and a newline after each, flattening nested NDJSON items.
     */
    static int write(JsonpMapper mapper, Object request, ByteArrayOutputStream out) {
        out.reset();
        if (request instanceof NdJsonpSerializable) {
            writeNdJson(mapper, (NdJsonpSerializable) request, out);
        } else {
            JsonGenerator generator = mapper.jsonProvider().createGenerator(out);
            mapper.serialize(request, generator);
            generator.close();
        }
        return out.size();
    }

    private static void writeNdJson(JsonpMapper mapper, NdJsonpSerializable value, ByteArrayOutputStream out) {
        Iterator<?> items = value._serializables();
        while (items.hasNext()) {
            Object item = items.next();
            if (item instanceof NdJsonpSerializable && item != value) {
                writeNdJson(mapper, (NdJsonpSerializable) item, out);
            } else {
                JsonGenerator generator = mapper.jsonProvider().createGenerator(out);
                mapper.serialize(item, generator);
                generator.close();
                out.write('\n');
            }
        }
    }
}
