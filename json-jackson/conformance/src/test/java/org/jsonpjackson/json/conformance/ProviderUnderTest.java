package org.jsonpjackson.json.conformance;

import jakarta.json.spi.JsonProvider;

/**
 * The provider the shared tests run against. These tests are written once, in json-jackson-conformance, and
 * run from its test jar by each provider module (json-jackson on Jackson 2, json-jackson3 on Jackson 3), whose
 * build names its provider class in the system property {@code jsonpj.provider}.
 */
public final class ProviderUnderTest {

    private static final String PROPERTY = "jsonpj.provider";

    private ProviderUnderTest() {
    }

    /** The provider class under test. */
    @SuppressWarnings("unchecked")
    public static Class<? extends JsonProvider> type() {
        String name = System.getProperty(PROPERTY);
        if (name == null || name.isBlank()) {
            throw new IllegalStateException("No provider under test: the build sets the system property " + PROPERTY
                    + " to the provider class of the module running the shared tests");
        }
        try {
            return (Class<? extends JsonProvider>) Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(PROPERTY + " names " + name + ", which is not on the test class path", e);
        }
    }

    /** A new instance of the provider under test, through its no-argument constructor as the service loader calls it. */
    public static JsonProvider create() {
        try {
            return type().getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot create the provider under test", e);
        }
    }

    /**
     * The version class of the provider's jackson-core ({@code PackageVersion}), from the package the build names
     * in {@code jsonpj.jackson.core.package}: {@code com.fasterxml.jackson.core} or {@code tools.jackson.core}.
     */
    public static Class<?> jacksonVersionClass() {
        String core = System.getProperty("jsonpj.jackson.core.package");
        if (core == null || core.isBlank()) {
            throw new IllegalStateException("No jackson-core package: the build sets jsonpj.jackson.core.package");
        }
        try {
            return Class.forName(core + ".json.PackageVersion");
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("No jackson-core from " + core + " on the test class path", e);
        }
    }

    /** The version of the provider's jackson-core on this class path, as it reports it. */
    public static String jacksonVersion() {
        try {
            return jacksonVersionClass().getField("VERSION").get(null).toString();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
