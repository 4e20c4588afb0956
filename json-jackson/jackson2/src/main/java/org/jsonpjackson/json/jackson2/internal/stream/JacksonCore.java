package org.jsonpjackson.json.jackson2.internal.stream;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.Version;
import jakarta.json.JsonException;

/**
 * What the jackson-core on the class path can do, decided once when this class loads.
 *
 * <p>Users bring their own Jackson: Spring Boot 3.2 manages 2.15, opensearch-java 2.x brings 2.17, and Maven's
 * nearest-wins rule often picks those over ours. The provider is compiled against a newer jackson-core, so a
 * method missing from the one at hand would surface as a {@code NoSuchMethodError} in the middle of a parse.
 * Instead, the floor is checked when a provider is constructed, and the limits Jackson added after the floor
 * ({@code maxDocumentLength} and {@code maxNameLength} in 2.16, {@code maxTokenCount} in 2.18) are applied
 * by Jackson where it has them and by this layer where it does not. The checks look for the methods
 * themselves, not at version numbers, so a repackaged Jackson is judged by what it has.
 *
 */
final class JacksonCore {

    /** The oldest jackson-core supported: the first with {@link StreamReadConstraints}. */
    static final String FLOOR = "2.15";

    /** The jackson-core found, as it reports itself. */
    static final Version FOUND = foundVersion();

    /** Whether Jackson enforces {@code maxDocumentLength} and {@code maxNameLength} itself (2.16 and later). */
    static final boolean LIMITS_DOCUMENT_LENGTH = has("com.fasterxml.jackson.core.StreamReadConstraints$Builder",
            "maxDocumentLength", long.class);

    /** Whether Jackson enforces {@code maxTokenCount} itself (2.18 and later). */
    static final boolean LIMITS_TOKEN_COUNT = has("com.fasterxml.jackson.core.StreamReadConstraints$Builder",
            "maxTokenCount", long.class);

    /**
     * Whether Jackson rejects a surrogate encoded in UTF-8 ({@code ED A0 80} and the like), which it does from
     * 2.21 (jackson-core issue 363); before, it decodes one into a lone surrogate. There is no method to look
     * for, so this one goes by the version.
     */
    static final boolean REJECTS_ENCODED_SURROGATES = FOUND.getMajorVersion() > 2 || FOUND.getMinorVersion() >= 21;

    /** Whether Jackson reports many parse errors one character past the offending one, as before 2.16 it did. */
    static final boolean REPORTS_ONE_CHARACTER_LATE = FOUND.getMajorVersion() == 2 && FOUND.getMinorVersion() < 16;

    private static final String BELOW_FLOOR = belowFloor(
            has("com.fasterxml.jackson.core.StreamReadConstraints", "builder"), FOUND, whereFound());

    private JacksonCore() {
    }

    /**
     * Fails with a message naming the jackson-core found and the one needed, when it is older than the floor.
     *
     * @throws JsonException if jackson-core is older than 2.15
     */
    static void requireSupported() {
        if (BELOW_FLOOR != null) {
            throw new JsonException(BELOW_FLOOR);
        }
    }

    /** The message for a jackson-core without stream read constraints, or null when it has them. */
    static String belowFloor(boolean hasConstraints, Version found, String where) {
        if (hasConstraints) {
            return null;
        }
        return "json-jackson needs jackson-core " + FLOOR + " or later, but found " + found
                + (where == null ? "" : " (" + where + ")")
                + ". Align Jackson to 2.15 or later, for example by importing com.fasterxml.jackson:jackson-bom"
                + " in your dependencyManagement.";
    }

    private static Version foundVersion() {
        return com.fasterxml.jackson.core.json.PackageVersion.VERSION;
    }

    private static String whereFound() {
        try {
            java.security.CodeSource source = Version.class.getProtectionDomain().getCodeSource();
            return source == null || source.getLocation() == null ? null : source.getLocation().toString();
        } catch (SecurityException e) {
            return null;
        }
    }

    private static boolean has(String className, String method, Class<?>... parameters) {
        try {
            Class.forName(className, false, JacksonCore.class.getClassLoader()).getMethod(method, parameters);
            return true;
        } catch (ClassNotFoundException | NoSuchMethodException | LinkageError e) {
            return false;
        }
    }
}
