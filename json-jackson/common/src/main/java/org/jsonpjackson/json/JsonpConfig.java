package org.jsonpjackson.json;

/**
 * The keys a JSON-P config map may give this provider, and their defaults.
 *
 * <p>Pass them to {@code createParserFactory}, {@code createReaderFactory} or {@code createBuilderFactory}.
 * A key missing from the map falls back to the system property of the same name, read once when the provider
 * is first used, then to the default below. Values may be numbers or strings; anything else than a positive
 * integer (or -1 where a limit may be off) is rejected with a {@code JsonException} naming the key and value.
 * Input over a limit fails with a {@code JsonParsingException} naming the key.
 *
 * @since 0.1.0
 */
public final class JsonpConfig {

    /** Deepest nesting of arrays and objects a parser or reader accepts. */
    public static final String MAX_DEPTH = "org.jsonpjackson.json.maxDepth";
    /** Default of {@link #MAX_DEPTH}, as Parsson's. */
    public static final int DEFAULT_MAX_DEPTH = 1000;

    /** Longest number, in characters, a parser or reader accepts. */
    public static final String MAX_NUMBER_LENGTH = "org.jsonpjackson.json.maxNumberLength";
    /** Default of {@link #MAX_NUMBER_LENGTH}, as Jackson's. */
    public static final int DEFAULT_MAX_NUMBER_LENGTH = 1000;

    /**
     * Largest absolute scale (exponent) of a number that {@code bigIntegerValue()}, {@code intValue()} and the
     * like will turn into an integer: a number like {@code 1e1000000} would otherwise take minutes.
     */
    public static final String MAX_BIG_INTEGER_SCALE = "org.jsonpjackson.json.maxBigIntegerScale";
    /** Default of {@link #MAX_BIG_INTEGER_SCALE}, as Parsson's. */
    public static final int DEFAULT_MAX_BIG_INTEGER_SCALE = 100_000;

    /** Longest string value, in characters. Keys have a limit of their own, {@link #MAX_NAME_LENGTH}. */
    public static final String MAX_STRING_LENGTH = "org.jsonpjackson.json.maxStringLength";
    /** Default of {@link #MAX_STRING_LENGTH}, as Jackson's. */
    public static final int DEFAULT_MAX_STRING_LENGTH = 20_000_000;

    /** Longest key (member name), in characters. */
    public static final String MAX_NAME_LENGTH = "org.jsonpjackson.json.maxNameLength";
    /** Default of {@link #MAX_NAME_LENGTH}, as Jackson's. */
    public static final int DEFAULT_MAX_NAME_LENGTH = 50_000;

    /** Largest document, in bytes or characters; -1 for no limit. */
    public static final String MAX_DOCUMENT_LENGTH = "org.jsonpjackson.json.maxDocumentLength";
    /** Most tokens in one document; -1 for no limit. */
    public static final String MAX_TOKEN_COUNT = "org.jsonpjackson.json.maxTokenCount";
    /** Default of {@link #MAX_DOCUMENT_LENGTH} and {@link #MAX_TOKEN_COUNT}: no limit. */
    public static final long NO_LIMIT = -1;

    /**
     * What a built object does with a repeated key: {@code FIRST}, {@code LAST} (the default) or {@code NONE}
     * (an error). The same string as JSON-P 2.1's {@code JsonConfig.KEY_STRATEGY}, spelled out so that it also
     * works on JSON-P 2.0, which elasticsearch-java 8 brings and which lacks {@code JsonConfig}. Values are
     * {@code JsonConfig.KeyStrategy} constants or their names.
     */
    public static final String KEY_STRATEGY = "jakarta.json.JsonConfig.keyStrategy";

    private JsonpConfig() {
    }
}
