package org.jsonpjackson.mapper.internal;

import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;

import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;

/**
 * What a mapper writes, as the comparisons of our mappers with the client's stock one compare it: the text each side
 * writes through its own provider, read back as a JSON value by a provider neither side is (Parsson's, given), so
 * that formatting does not count but every member and number does. Shared through this module's test jar by the
 * opensearch-java comparisons of both Jackson lines.
 *
 * @param <M> the client's {@code JsonpMapper}
 */
public final class WrittenJson<M> {

    private final ClientApi<M, ?> client;
    private final JsonProvider trees;

    /** Writes with {@code client}'s mappers; reads the text back with {@code trees}. */
    public WrittenJson(ClientApi<M, ?> client, JsonProvider trees) {
        this.client = client;
        this.trees = trees;
    }

    /** {@code value} as {@code mapper} writes it, through its own provider, in UTF-8. */
    public String text(M mapper, Object value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator generator = client.provider(mapper).createGenerator(out)) {
            client.serialize(mapper, value, generator);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** {@code value} as {@code mapper} writes it, read back as a JSON value. */
    public JsonValue tree(M mapper, Object value) {
        return tree(text(mapper, value));
    }

    /** JSON text as a JSON value. */
    public JsonValue tree(String json) {
        try (JsonParser parser = trees.createParser(new StringReader(json))) {
            parser.next();
            return parser.getValue();
        }
    }
}
