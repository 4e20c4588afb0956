package org.jsonpjackson.json.config;

import jakarta.json.JsonException;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The provider's settings: input limits and the duplicate-key strategy, read from a JSON-P config map.
 *
 * <p>Every limit has a key in the {@code org.jsonpjackson.json.} namespace. A key missing from the
 * config map falls back to the system property of the same name, read once when the provider is first
 * used, and then to a safe default. Values may be given as numbers or strings; a value that is not a
 * positive integer is rejected with a {@link JsonException} naming the key and the value.
 *
 * <p>Instances are immutable and shared freely between threads.
 */
public final class JsonpSettings {

    /** Deepest nesting of arrays and objects a parser or reader accepts. Default 1000. */
    public static final String MAX_DEPTH = "org.jsonpjackson.json.maxDepth";
    /** Longest number, in characters, a parser or reader accepts. Default 1000. */
    public static final String MAX_NUMBER_LENGTH = "org.jsonpjackson.json.maxNumberLength";
    /**
     * Largest absolute scale (exponent) of a number that {@code bigIntegerValue()} and friends will turn
     * into a {@code BigInteger}; beyond it a number like {@code 1e1000000} would take minutes. Default 100000.
     */
    public static final String MAX_BIG_INTEGER_SCALE = "org.jsonpjackson.json.maxBigIntegerScale";
    /** Longest string or key, in characters. Default 20,000,000 (Jackson's default). */
    public static final String MAX_STRING_LENGTH = "org.jsonpjackson.json.maxStringLength";
    /** Largest document, in bytes or characters. Default -1: no limit. */
    public static final String MAX_DOCUMENT_LENGTH = "org.jsonpjackson.json.maxDocumentLength";
    /** Most tokens in one document. Default -1: no limit. */
    public static final String MAX_TOKEN_COUNT = "org.jsonpjackson.json.maxTokenCount";

    /**
     * The JSON-P 2.1 config key for duplicate keys, {@code jakarta.json.JsonConfig.KEY_STRATEGY}. Spelled out
     * here rather than read from {@code JsonConfig}, which JSON-P 2.0 (the API elasticsearch-java 8 brings)
     * does not have: the provider must load and work on both.
     */
    public static final String KEY_STRATEGY = "jakarta.json.JsonConfig.keyStrategy";

    /**
     * What a built object does with a repeated key: JSON-P 2.1's {@code JsonConfig.KeyStrategy}, mirrored so
     * that nothing here needs that class, which JSON-P 2.0 lacks.
     */
    public enum DuplicateKeys {
        /** The first value is kept. */
        FIRST,
        /** The last value is kept (the default, as in JSON-P 2.0 and Parsson). */
        LAST,
        /** A repeated key is an error. */
        NONE
    }

    static final int DEFAULT_MAX_DEPTH = 1000;
    static final int DEFAULT_MAX_NUMBER_LENGTH = 1000;
    static final int DEFAULT_MAX_BIG_INTEGER_SCALE = 100_000;
    static final int DEFAULT_MAX_STRING_LENGTH = 20_000_000;

    private static final Set<String> LIMIT_KEYS = Set.of(MAX_DEPTH, MAX_NUMBER_LENGTH, MAX_BIG_INTEGER_SCALE,
            MAX_STRING_LENGTH, MAX_DOCUMENT_LENGTH, MAX_TOKEN_COUNT);

    private final int maxDepth;
    private final int maxNumberLength;
    private final int maxBigIntegerScale;
    private final int maxStringLength;
    private final long maxDocumentLength;
    private final long maxTokenCount;
    private final DuplicateKeys duplicateKeys;
    private final Map<String, Object> given;

    private JsonpSettings(Map<String, ?> config, JsonpSettings fallback) {
        this.maxDepth = intSetting(config, MAX_DEPTH, fallback == null ? DEFAULT_MAX_DEPTH : fallback.maxDepth);
        this.maxNumberLength = intSetting(config, MAX_NUMBER_LENGTH,
                fallback == null ? DEFAULT_MAX_NUMBER_LENGTH : fallback.maxNumberLength);
        this.maxBigIntegerScale = intSetting(config, MAX_BIG_INTEGER_SCALE,
                fallback == null ? DEFAULT_MAX_BIG_INTEGER_SCALE : fallback.maxBigIntegerScale);
        this.maxStringLength = intSetting(config, MAX_STRING_LENGTH,
                fallback == null ? DEFAULT_MAX_STRING_LENGTH : fallback.maxStringLength);
        this.maxDocumentLength = optionalLimit(config, MAX_DOCUMENT_LENGTH,
                fallback == null ? -1 : fallback.maxDocumentLength);
        this.maxTokenCount = optionalLimit(config, MAX_TOKEN_COUNT, fallback == null ? -1 : fallback.maxTokenCount);
        this.duplicateKeys = duplicateKeys(config, fallback == null ? DuplicateKeys.LAST : fallback.duplicateKeys);
        Map<String, Object> known = new LinkedHashMap<>();
        // System-property defaults are not part of any factory's config in use; only a caller's map is.
        for (Map.Entry<String, ?> e : (fallback == null ? Map.<String, Object>of() : config).entrySet()) {
            if (LIMIT_KEYS.contains(e.getKey()) || KEY_STRATEGY.equals(e.getKey())) {
                known.put(e.getKey(), e.getValue());
            }
        }
        this.given = Collections.unmodifiableMap(known);
    }

    /** The settings used when a factory is created without a config map. */
    public static JsonpSettings defaults() {
        return Defaults.INSTANCE;
    }

    /** Settings from a JSON-P config map; keys it lacks take their system-property or default value. */
    public static JsonpSettings from(Map<String, ?> config) {
        if (config == null || config.isEmpty()) {
            return defaults();
        }
        return new JsonpSettings(config, defaults());
    }

    public int maxDepth() {
        return maxDepth;
    }

    public int maxNumberLength() {
        return maxNumberLength;
    }

    public int maxBigIntegerScale() {
        return maxBigIntegerScale;
    }

    public int maxStringLength() {
        return maxStringLength;
    }

    /** The document size limit, or -1 when there is none. */
    public long maxDocumentLength() {
        return maxDocumentLength;
    }

    /** The token count limit, or -1 when there is none. */
    public long maxTokenCount() {
        return maxTokenCount;
    }

    /** What a built object does with a repeated key ({@link #KEY_STRATEGY}); LAST unless configured. */
    public DuplicateKeys duplicateKeys() {
        return duplicateKeys;
    }

    /**
     * The subset of the config map given to {@link #from} whose keys are among {@code supported}, as a
     * factory's {@code getConfigInUse()} must report it.
     */
    public Map<String, ?> inUse(Set<String> supported) {
        if (given.isEmpty()) {
            return Map.of();
        }
        Map<String, Object> result = new LinkedHashMap<>();
        given.forEach((k, v) -> {
            if (supported.contains(k)) {
                result.put(k, v);
            }
        });
        return Collections.unmodifiableMap(result);
    }

    /** The limit keys, for factories that honour all of them. */
    public static Set<String> limitKeys() {
        return LIMIT_KEYS;
    }

    @Override
    public String toString() {
        return "JsonpSettings{maxDepth=" + maxDepth + ", maxNumberLength=" + maxNumberLength
                + ", maxBigIntegerScale=" + maxBigIntegerScale + ", maxStringLength=" + maxStringLength
                + ", maxDocumentLength=" + maxDocumentLength + ", maxTokenCount=" + maxTokenCount
                + ", keyStrategy=" + duplicateKeys + '}';
    }

    private static int intSetting(Map<String, ?> config, String key, int fallback) {
        long value = optionalLimit(config, key, fallback);
        if (value <= 0 || value > Integer.MAX_VALUE) {
            throw invalid(key, config.get(key), "a positive integer");
        }
        return (int) value;
    }

    private static long optionalLimit(Map<String, ?> config, String key, long fallback) {
        Object raw = config.get(key);
        if (raw == null) {
            return fallback;
        }
        long value;
        if (raw instanceof Integer || raw instanceof Long || raw instanceof Short) {
            value = ((Number) raw).longValue();
        } else {
            try {
                value = Long.parseLong(raw.toString().trim());
            } catch (NumberFormatException e) {
                throw invalid(key, raw, "an integer");
            }
        }
        if (value == 0 || value < -1) {
            throw invalid(key, raw, "a positive integer, or -1 for no limit");
        }
        return value;
    }

    /**
     * Accepts JSON-P 2.1's {@code JsonConfig.KeyStrategy} constants by their name, so that the class is never
     * needed, and their names as strings in any case.
     */
    private static DuplicateKeys duplicateKeys(Map<String, ?> config, DuplicateKeys fallback) {
        Object raw = config.get(KEY_STRATEGY);
        if (raw == null) {
            return fallback;
        }
        String name = raw instanceof Enum ? ((Enum<?>) raw).name() : raw.toString().trim().toUpperCase(Locale.ROOT);
        try {
            return DuplicateKeys.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw invalid(KEY_STRATEGY, raw, "one of FIRST, LAST, NONE");
        }
    }

    private static JsonException invalid(String key, Object value, String expected) {
        return new JsonException("Invalid value '" + value + "' for " + key + ": expected " + expected);
    }

    /** System properties are read once, on first use, so factory creation stays cheap. */
    private static final class Defaults {
        static final JsonpSettings INSTANCE = new JsonpSettings(systemProperties(), null);

        private static Map<String, ?> systemProperties() {
            Map<String, String> found = new LinkedHashMap<>();
            for (String key : LIMIT_KEYS) {
                String value = System.getProperty(key);
                if (value != null) {
                    found.put(key, value);
                }
            }
            return found;
        }
    }
}
