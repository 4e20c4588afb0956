package org.jsonpjackson.bench.payload;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The realistic inputs every parse and generate benchmark runs on. The files are checked in, made once by
 * the test-scope {@code PayloadGenerator}; a test regenerates them and fails if a byte differs, so the
 * numbers in the results always refer to these exact bytes.
 */
public enum Payload {
    /** An OpenSearch search response with 30 mail hits and a terms aggregation, about 40 KB. */
    SEARCH_30("search-30.json"),
    /** The same kind of response with 1,000 hits, about 1 MB: a large page or a re-indexing scroll. */
    SEARCH_1000("search-1000.json"),
    /** A bulk request body: 100 index actions, each an action line and a document line (NDJSON). */
    BULK("bulk.ndjson"),
    /** One small mail document of about 1 KB, where per-parser set-up costs show. */
    SMALL_1K("small-1k.json"),
    /** Metrics: longs, negative and fractional decimals, exponents. */
    NUMBERS("numbers.json"),
    /** Text-heavy documents in Japanese, Chinese and Korean with emoji, escapes included. */
    TEXT_CJK("text-cjk.json"),
    /**
     * Korean mail text with emoji and escapes, about 50 KB: Hangul from U+D000 on encodes with a lead byte of 0xED,
     * which the provider's surrogate check before jackson-core 2.21 has to look past.
     */
    TEXT_KOREAN("text-korean.json"),
    /** Float-heavy: GeoJSON polygons, coordinates as doubles with six or seven decimals, about 60 KB. */
    GEO_FLOATS("geo-floats.json");

    private final String file;
    private volatile Loaded loaded;

    Payload(String file) {
        this.file = file;
    }

    /** The resource name, relative to this class path root. */
    public String resource() {
        return "payloads/" + file;
    }

    /** NDJSON holds one JSON text per line; every other payload is one JSON text. */
    public boolean isNdjson() {
        return file.endsWith(".ndjson");
    }

    /** The whole file, as a client receives it. Callers must not modify it. */
    public byte[] bytes() {
        return load().bytes;
    }

    /** The size the MB/s figures are computed from: the whole file, newlines of NDJSON included. */
    public int size() {
        return load().bytes.length;
    }

    /** The JSON texts to parse one by one: the lines of NDJSON, or the whole file. Callers must not modify them. */
    public List<byte[]> documents() {
        return load().documents;
    }

    private Loaded load() {
        Loaded l = loaded;
        if (l == null) {
            l = new Loaded(read(resource()), isNdjson());
            loaded = l;
        }
        return l;
    }

    private static byte[] read(String resource) {
        try (InputStream in = Payload.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Payload resource missing from the class path: " + resource);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final class Loaded {
        final byte[] bytes;
        final List<byte[]> documents;

        Loaded(byte[] bytes, boolean ndjson) {
            this.bytes = bytes;
            this.documents = documentsOf(bytes, ndjson);
        }
    }

    /** Splits NDJSON into its lines; any other input is one document. */
    public static List<byte[]> documentsOf(byte[] bytes, boolean ndjson) {
        if (!ndjson) {
            return List.of(bytes);
        }
        List<byte[]> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= bytes.length; i++) {
            if (i == bytes.length || bytes[i] == '\n') {
                if (i > start) {
                    byte[] line = new byte[i - start];
                    System.arraycopy(bytes, start, line, 0, line.length);
                    lines.add(line);
                }
                start = i + 1;
            }
        }
        return List.copyOf(lines);
    }
}
