package org.jsonpjackson.sim.james;

import java.util.Locale;

/**
 * How our load logs in to James: with a bearer token (a JWT James checks against its configured public key, as
 * deployed James servers log in), or with HTTP Basic, which makes James hash the password with PBKDF2-SHA512 on every
 * request (14 to 16% of James' CPU in the runs of 2026-11-27). Chosen with {@code -Djames.auth=bearer|basic};
 * bearer by default.
 */
enum JamesLogin {
    BEARER,
    BASIC;

    /** The setting that chooses the login. */
    static final String PROPERTY = "james.auth";

    /** {@code -Djames.auth}, bearer when unset. */
    static JamesLogin fromSystemProperty() {
        return parse(System.getProperty(PROPERTY, "bearer"));
    }

    static JamesLogin parse(String value) {
        return switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "bearer" -> BEARER;
            case "basic" -> BASIC;
            default -> throw new IllegalArgumentException(PROPERTY + " must be bearer or basic, not '" + value + "'");
        };
    }

    /** The value of our load kit's {@code load.auth} for this login. */
    String loadAuth() {
        return name().toLowerCase(Locale.ROOT);
    }
}
