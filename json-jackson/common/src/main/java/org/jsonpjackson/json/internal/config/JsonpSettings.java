package org.jsonpjackson.json.internal.config;

import jakarta.json.JsonException;
import org.jsonpjackson.json.JsonpConfig;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import static org.jsonpjackson.json.JsonpConfig.DEFAULT_MAX_BIG_INTEGER_SCALE;
import static org.jsonpjackson.json.JsonpConfig.DEFAULT_MAX_DEPTH;
import static org.jsonpjackson.json.JsonpConfig.DEFAULT_MAX_NUMBER_LENGTH;
import static org.jsonpjackson.json.JsonpConfig.DEFAULT_MAX_NAME_LENGTH;
import static org.jsonpjackson.json.JsonpConfig.DEFAULT_MAX_STRING_LENGTH;
import static org.jsonpjackson.json.JsonpConfig.KEY_STRATEGY;
import static org.jsonpjackson.json.JsonpConfig.MAX_BIG_INTEGER_SCALE;
import static org.jsonpjackson.json.JsonpConfig.MAX_DEPTH;
import static org.jsonpjackson.json.JsonpConfig.MAX_DOCUMENT_LENGTH;
import static org.jsonpjackson.json.JsonpConfig.MAX_NUMBER_LENGTH;
import static org.jsonpjackson.json.JsonpConfig.MAX_NAME_LENGTH;
import static org.jsonpjackson.json.JsonpConfig.MAX_STRING_LENGTH;
import static org.jsonpjackson.json.JsonpConfig.MAX_TOKEN_COUNT;
import static org.jsonpjackson.json.JsonpConfig.NO_LIMIT;

/**
 * The provider's settings: input limits and the duplicate-key strategy, read from a JSON-P config map with
 * the keys, fallbacks and defaults that {@link JsonpConfig} documents.
 *
 * <p>Public only because every layer of the provider reads it; the module does not export this package.
 * Instances are immutable and shared freely between threads.
 */
public final class JsonpSettings {

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

    private static final Set<String> LIMIT_KEYS = Set.of(MAX_DEPTH, MAX_NUMBER_LENGTH, MAX_BIG_INTEGER_SCALE,
            MAX_STRING_LENGTH, MAX_NAME_LENGTH, MAX_DOCUMENT_LENGTH, MAX_TOKEN_COUNT);

    private final int maxDepth;
    private final int maxNumberLength;
    private final int maxBigIntegerScale;
    private final int maxStringLength;
    private final int maxNameLength;
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
        this.maxNameLength = intSetting(config, MAX_NAME_LENGTH,
                fallback == null ? DEFAULT_MAX_NAME_LENGTH : fallback.maxNameLength);
        this.maxDocumentLength = optionalLimit(config, MAX_DOCUMENT_LENGTH,
                fallback == null ? NO_LIMIT : fallback.maxDocumentLength);
        this.maxTokenCount = optionalLimit(config, MAX_TOKEN_COUNT, fallback == null ? NO_LIMIT : fallback.maxTokenCount);
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

    /** The longest key ({@link JsonpConfig#MAX_NAME_LENGTH}). */
    public int maxNameLength() {
        return maxNameLength;
    }

    /** The document size limit, or -1 when there is none. */
    public long maxDocumentLength() {
        return maxDocumentLength;
    }

    /** The token count limit, or -1 when there is none. */
    public long maxTokenCount() {
        return maxTokenCount;
    }

    /** What a built object does with a repeated key ({@link JsonpConfig#KEY_STRATEGY}); LAST unless configured. */
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
                + ", maxNameLength=" + maxNameLength
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
