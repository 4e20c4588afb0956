package org.jsonpjackson.bench.generate;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.json.JsonWriter;
import jakarta.json.spi.JsonProvider;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The write-a-tree alternatives: a tree read once in the set-up, written again per operation into a reused byte
 * buffer, one writer per JSON text and a newline after each text of NDJSON, as {@link Writers} does. JSON-P's
 * {@code JsonWriter} for ours and Parsson (each writing its own provider's tree); raw Jackson writing its own
 * {@code JsonNode}, read with exact decimals so that it writes the same numbers. The floor of these is raw Jackson
 * generating the same bytes ({@code generate_jackson}); the agreement test checks the bytes.
 */
final class TreeWriters {

    private final JsonFactory jackson;
    private final ObjectMapper nodeMapper;
    private final tools.jackson.databind.ObjectMapper nodeMapper3;

    TreeWriters(JsonFactory jackson, tools.jackson.core.json.JsonFactory jackson3) {
        this.jackson = jackson;
        this.nodeMapper = JsonMapper.builder(jackson)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
                .build();
        this.nodeMapper3 = tools.jackson.databind.json.JsonMapper.builder(jackson3)
                .enable(tools.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .disable(tools.jackson.databind.cfg.JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
                .build();
    }

    /** Each document as {@code provider}'s own tree. */
    static List<JsonValue> jsonpTrees(JsonProvider provider, List<byte[]> documents) {
        List<JsonValue> trees = new ArrayList<>(documents.size());
        for (byte[] doc : documents) {
            try (JsonReader reader = provider.createReader(new ByteArrayInputStream(doc))) {
                trees.add(reader.readValue());
            }
        }
        return trees;
    }

    List<JsonNode> jsonNodes(List<byte[]> documents) {
        List<JsonNode> trees = new ArrayList<>(documents.size());
        try {
            for (byte[] doc : documents) {
                trees.add(nodeMapper.readTree(doc));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return trees;
    }

    List<tools.jackson.databind.JsonNode> jsonNodes3(List<byte[]> documents) {
        List<tools.jackson.databind.JsonNode> trees = new ArrayList<>(documents.size());
        for (byte[] doc : documents) {
            trees.add(nodeMapper3.readTree(doc));
        }
        return trees;
    }

    /** {@code JsonWriter.write} per tree. Closing a writer closes the buffer, which for a byte array stream is nothing. */
    static int jsonp(JsonProvider provider, List<JsonValue> trees, ByteArrayOutputStream out, boolean ndjson) {
        out.reset();
        for (JsonValue tree : trees) {
            try (JsonWriter writer = provider.createWriter(out)) {
                writer.write(tree);
            }
            if (ndjson) {
                out.write('\n');
            }
        }
        return out.size();
    }

    int jsonNode(List<JsonNode> trees, ByteArrayOutputStream out, boolean ndjson) {
        out.reset();
        try {
            for (JsonNode tree : trees) {
                try (com.fasterxml.jackson.core.JsonGenerator g = jackson.createGenerator(out)) {
                    nodeMapper.writeTree(g, tree);
                }
                if (ndjson) {
                    out.write('\n');
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.size();
    }

    int jsonNode3(List<tools.jackson.databind.JsonNode> trees, ByteArrayOutputStream out, boolean ndjson) {
        out.reset();
        for (tools.jackson.databind.JsonNode tree : trees) {
            try (tools.jackson.core.JsonGenerator g = nodeMapper3.createGenerator(out)) {
                nodeMapper3.writeTree(g, tree);
            }
            if (ndjson) {
                out.write('\n');
            }
        }
        return out.size();
    }
}
