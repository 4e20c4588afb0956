package org.jsonpjackson.bench.parse;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonTokenId;
import jakarta.json.JsonReader;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The parse alternatives, each reading every document of a payload from bytes (an InputStream, as a client
 * gets a response body) and returning the {@link Checksum} of what it read. Kept out of the benchmark
 * class so the agreement test calls exactly the code that is measured.
 */
final class Parsers {

    private final JsonFactory jackson;
    private final JsonProvider ours;
    private final JsonProvider parsson;
    private final tools.jackson.core.json.JsonFactory jackson3;
    private final JsonProvider ours3;
    /** Raw Jackson reading into its own tree: the floor of {@code JsonReader}. Decimals kept exact, as JSON-P keeps them. */
    private final com.fasterxml.jackson.databind.ObjectMapper nodeMapper;
    private final tools.jackson.databind.ObjectMapper nodeMapper3;

    Parsers(JsonFactory jackson, JsonProvider ours, JsonProvider parsson, tools.jackson.core.json.JsonFactory jackson3,
            JsonProvider ours3) {
        this.jackson = jackson;
        this.ours = ours;
        this.parsson = parsson;
        this.jackson3 = jackson3;
        this.ours3 = ours3;
        this.nodeMapper = com.fasterxml.jackson.databind.json.JsonMapper.builder(jackson)
                .enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .disable(com.fasterxml.jackson.databind.cfg.JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
                .build();
        this.nodeMapper3 = tools.jackson.databind.json.JsonMapper.builder(jackson3)
                .enable(tools.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .disable(tools.jackson.databind.cfg.JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
                .build();
    }

    /** Raw Jackson's tree: {@code readTree}, then the same walk as the JSON-P trees get. */
    long jsonNodeTree(List<byte[]> documents) {
        long h = Checksum.SEED;
        try {
            for (byte[] doc : documents) {
                h = Checksum.node(h, nodeMapper.readTree(new ByteArrayInputStream(doc)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return h;
    }

    long jsonNode3Tree(List<byte[]> documents) {
        long h = Checksum.SEED;
        for (byte[] doc : documents) {
            h = Checksum.node3(h, nodeMapper3.readTree(new ByteArrayInputStream(doc)));
        }
        return h;
    }

    /** The Jackson 3 floor: the same token loop on {@code tools.jackson}, its exceptions unchecked. */
    long jackson3(List<byte[]> documents) {
        long h = Checksum.SEED;
        for (byte[] doc : documents) {
            try (tools.jackson.core.JsonParser p = jackson3.createParser(tools.jackson.core.ObjectReadContext.empty(),
                    new ByteArrayInputStream(doc))) {
                h = jackson3Tokens(h, p);
            }
        }
        return h;
    }

    private static long jackson3Tokens(long h, tools.jackson.core.JsonParser p) {
        tools.jackson.core.JsonToken t;
        while ((t = p.nextToken()) != null) {
            int id = t.id();
            h = Checksum.token(h, id);
            switch (id) {
                case tools.jackson.core.JsonTokenId.ID_PROPERTY_NAME:
                case tools.jackson.core.JsonTokenId.ID_STRING:
                    h = Checksum.string(h, p.getString());
                    break;
                case tools.jackson.core.JsonTokenId.ID_NUMBER_INT:
                    h = Checksum.integral(h, p.getLongValue());
                    break;
                case tools.jackson.core.JsonTokenId.ID_NUMBER_FLOAT:
                    h = Checksum.decimal(h, p.getDecimalValue());
                    break;
                default:
                    break;
            }
        }
        return h;
    }

    long ours3Parser(List<byte[]> documents) {
        return eventLoop(ours3, documents);
    }

    long ours3Tree(List<byte[]> documents) {
        return tree(ours3, documents);
    }

    /** The floor: Jackson's own token loop, reading the same values as the JSON-P loops do, from a stream. */
    long jackson(List<byte[]> documents) {
        long h = Checksum.SEED;
        try {
            for (byte[] doc : documents) {
                try (com.fasterxml.jackson.core.JsonParser p = jackson.createParser(new ByteArrayInputStream(doc))) {
                    h = jacksonTokens(h, p);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return h;
    }

    /**
     * The same from the byte array itself, which Jackson parses in place instead of copying it into its buffer in
     * chunks: what a JSON-P parser, which takes only a stream or a reader, is up against when the caller has the bytes.
     */
    long jacksonBytes(List<byte[]> documents) {
        long h = Checksum.SEED;
        try {
            for (byte[] doc : documents) {
                try (com.fasterxml.jackson.core.JsonParser p = jackson.createParser(doc)) {
                    h = jacksonTokens(h, p);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return h;
    }

    private static long jacksonTokens(long h, com.fasterxml.jackson.core.JsonParser p) throws IOException {
        JsonToken t;
        while ((t = p.nextToken()) != null) {
            int id = t.id();
            h = Checksum.token(h, id);
            switch (id) {
                case JsonTokenId.ID_FIELD_NAME:
                case JsonTokenId.ID_STRING:
                    h = Checksum.string(h, p.getText());
                    break;
                case JsonTokenId.ID_NUMBER_INT:
                    h = Checksum.integral(h, p.getLongValue());
                    break;
                case JsonTokenId.ID_NUMBER_FLOAT:
                    h = Checksum.decimal(h, p.getDecimalValue());
                    break;
                default:
                    break;
            }
        }
        return h;
    }

    /**
     * The floor of parsing characters: Jackson's token loop over a {@code Reader}, as a caller holding a {@code String}
     * (a test fixture, a message already decoded) parses it. The documents are decoded once, outside the measurement.
     */
    long jacksonChars(List<String> texts) {
        long h = Checksum.SEED;
        try {
            for (String text : texts) {
                try (com.fasterxml.jackson.core.JsonParser p = jackson.createParser(new StringReader(text))) {
                    h = jacksonTokens(h, p);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return h;
    }

    long jackson3Chars(List<String> texts) {
        long h = Checksum.SEED;
        for (String text : texts) {
            try (tools.jackson.core.JsonParser p = jackson3.createParser(tools.jackson.core.ObjectReadContext.empty(),
                    new StringReader(text))) {
                h = jackson3Tokens(h, p);
            }
        }
        return h;
    }

    long oursChars(List<String> texts) {
        return charsLoop(ours, texts);
    }

    long ours3Chars(List<String> texts) {
        return charsLoop(ours3, texts);
    }

    long parssonChars(List<String> texts) {
        return charsLoop(parsson, texts);
    }

    /** The JSON-P event loop over a {@code Reader}. */
    private static long charsLoop(JsonProvider provider, List<String> texts) {
        long h = Checksum.SEED;
        for (String text : texts) {
            try (JsonParser p = provider.createParser(new StringReader(text))) {
                h = events(h, p);
            }
        }
        return h;
    }

    long oursParser(List<byte[]> documents) {
        return eventLoop(ours, documents);
    }

    long parssonParser(List<byte[]> documents) {
        return eventLoop(parsson, documents);
    }

    long oursTree(List<byte[]> documents) {
        return tree(ours, documents);
    }

    long parssonTree(List<byte[]> documents) {
        return tree(parsson, documents);
    }

    /** The JSON-P event loop an opensearch-java deserializer runs: next(), then the value's accessor. */
    private static long eventLoop(JsonProvider provider, List<byte[]> documents) {
        long h = Checksum.SEED;
        for (byte[] doc : documents) {
            try (JsonParser p = provider.createParser(new ByteArrayInputStream(doc))) {
                h = events(h, p);
            }
        }
        return h;
    }

    private static long events(long h, JsonParser p) {
        while (p.hasNext()) {
            Event e = p.next();
            h = Checksum.event(h, e);
            switch (e) {
                case KEY_NAME:
                case VALUE_STRING:
                    h = Checksum.string(h, p.getString());
                    break;
                case VALUE_NUMBER:
                    h = p.isIntegralNumber() ? Checksum.integral(h, p.getLong()) : Checksum.decimal(h, p.getBigDecimal());
                    break;
                default:
                    break;
            }
        }
        return h;
    }

    /** JsonReader builds the whole tree; the walk then reads every value of it. */
    private static long tree(JsonProvider provider, List<byte[]> documents) {
        long h = Checksum.SEED;
        for (byte[] doc : documents) {
            try (JsonReader r = provider.createReader(new ByteArrayInputStream(doc))) {
                h = Checksum.tree(h, r.readValue());
            }
        }
        return h;
    }
}
