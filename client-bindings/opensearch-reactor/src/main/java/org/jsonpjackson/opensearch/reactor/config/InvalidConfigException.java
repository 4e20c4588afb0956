package org.jsonpjackson.opensearch.reactor.config;

/**
 * A setting with a bad value, found at start-up. The message names the setting's key and the value.
 *
 * @since 0.1.0
 */
public final class InvalidConfigException extends IllegalArgumentException {

    private final String key;

    public InvalidConfigException(String key, Object value, String problem) {
        super("Invalid value for " + key + ": '" + value + "': " + problem);
        this.key = key;
    }

    /** The key of the offending setting, as in the properties file. */
    public String key() {
        return key;
    }
}
