package org.jsonpjackson.json.jackson3;

import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.json.Jsonp;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Both providers on one class path, as with opensearch-java 3.9, which brings Jackson 2 and can use Jackson 3:
 * the JSON-P API's look-up, and {@code Jsonp}'s, return the provider whose jar comes first, and the
 * {@code jakarta.json.provider} system property chooses either one whatever the order. Each case runs in a class
 * loader of its own over the same jars, in the order the case names, so nothing of this JVM's class path decides.
 */
class BothProvidersTest {

    private static final String JACKSON3 = JsonpJackson3Provider.class.getName();
    /** By name: the test compiles in this module, which does not read the Jackson 2 one; it is on the test class path. */
    private static final String JACKSON2 = "org.jsonpjackson.json.jackson2.JsonpJacksonProvider";

    @Test
    void theJackson3JarFirstGivesTheJackson3Provider() throws Exception {
        assertThat(lookUps(List.of(JACKSON3, JACKSON2), null))
                .containsExactly(JACKSON3, JACKSON3);
    }

    @Test
    void theJackson2JarFirstGivesTheJackson2Provider() throws Exception {
        assertThat(lookUps(List.of(JACKSON2, JACKSON3), null))
                .containsExactly(JACKSON2, JACKSON2);
    }

    @Test
    void theSystemPropertyChoosesWhateverTheOrder() throws Exception {
        assertThat(lookUps(List.of(JACKSON3, JACKSON2), JACKSON2))
                .containsExactly(JACKSON2, JACKSON2);
        assertThat(lookUps(List.of(JACKSON2, JACKSON3), JACKSON3))
                .containsExactly(JACKSON3, JACKSON3);
    }

    /**
     * The classes of {@code JsonProvider.provider()} and {@code Jsonp.provider()} in a fresh class loader over the
     * two provider jars in the given order, then what both need (the common module, the API, both jackson-cores).
     */
    private static List<String> lookUps(List<String> providersInOrder, String property) throws Exception {
        List<URL> urls = new ArrayList<>();
        for (String provider : providersInOrder) {
            urls.add(where(Class.forName(provider)));
        }
        for (Class<?> needed : List.of(Jsonp.class, JsonProvider.class, Class.forName("com.fasterxml.jackson.core.JsonFactory"),
                tools.jackson.core.json.JsonFactory.class)) {
            urls.add(where(needed));
        }
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        String propertyBefore = System.getProperty("jakarta.json.provider");
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader())) {
            thread.setContextClassLoader(loader);
            if (property != null) {
                System.setProperty("jakarta.json.provider", property);
            }
            Object api = loader.loadClass(JsonProvider.class.getName()).getMethod("provider").invoke(null);
            Object cached = loader.loadClass(Jsonp.class.getName()).getMethod("provider").invoke(null);
            return List.of(api.getClass().getName(), cached.getClass().getName());
        } finally {
            thread.setContextClassLoader(before);
            if (propertyBefore == null) {
                System.clearProperty("jakarta.json.provider");
            } else {
                System.setProperty("jakarta.json.provider", propertyBefore);
            }
        }
    }

    private static URL where(Class<?> type) throws URISyntaxException, java.net.MalformedURLException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toUri().toURL();
    }
}
