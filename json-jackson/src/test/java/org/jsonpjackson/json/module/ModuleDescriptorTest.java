package org.jsonpjackson.json.module;

import com.fasterxml.jackson.core.JsonFactory;
import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.json.JacksonJsonProvider;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The provider as a named module: what it exports, and that a modular application, with nothing but the
 * module, jakarta.json and jackson-core on its module path, finds and uses it through the API's own look-up.
 * The other tests run on the class path.
 */
class ModuleDescriptorTest {

    private static final String MODULE = "org.jsonpjackson.json";

    @Test
    void onlyTheApiPackageIsExported() {
        ModuleDescriptor descriptor = descriptor();
        assertThat(descriptor.exports()).extracting(ModuleDescriptor.Exports::source).containsExactly(MODULE);
        assertThat(descriptor.exports()).allSatisfy(e -> assertThat(e.isQualified()).isFalse());
        assertThat(descriptor.packages()).contains(MODULE + ".stream", MODULE + ".model", MODULE + ".config",
                MODULE + ".io", MODULE + ".patch");
    }

    @Test
    void theProviderIsRegisteredAsAService() {
        assertThat(descriptor().provides()).singleElement().satisfies(p -> {
            assertThat(p.service()).isEqualTo(JsonProvider.class.getName());
            assertThat(p.providers()).containsExactly(JacksonJsonProvider.class.getName());
        });
    }

    @Test
    void aModularApplicationFindsAndUsesTheProviderThroughTheApi() throws Exception {
        ModuleLayer layer = moduleLayer();
        ClassLoader loader = layer.findLoader(MODULE);
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            Class<?> api = loader.loadClass(JsonProvider.class.getName());
            assertThat(api.getModule().getName()).isEqualTo("jakarta.json");
            Object provider = api.getMethod("provider").invoke(null);
            assertThat(provider.getClass().getModule().getName()).isEqualTo(MODULE);
            assertThat(provider.getClass().getName()).isEqualTo(JacksonJsonProvider.class.getName());
            Object reader = api.getMethod("createReader", java.io.Reader.class).invoke(provider, new StringReader("[1,{\"a\":true}]"));
            Object value = loader.loadClass("jakarta.json.JsonReader").getMethod("readValue").invoke(reader);
            assertThat(value).hasToString("[1,{\"a\":true}]");
            Object cached = loader.loadClass(MODULE + ".Jsonp").getMethod("provider").invoke(null);
            assertThat(cached.getClass()).isSameAs(provider.getClass());
            assertThat(ServiceLoader.load(layer, api).stream().map(p -> p.type().getName()).collect(Collectors.toList()))
                    .containsExactly(JacksonJsonProvider.class.getName());
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    @Test
    void internalPackagesAreClosedToTheApplication() {
        Module module = moduleLayer().findModule(MODULE).orElseThrow();
        assertThat(module.isExported(MODULE)).isTrue();
        for (String internal : Set.of(".stream", ".model", ".config", ".io", ".patch")) {
            assertThat(module.isExported(MODULE + internal)).as(internal).isFalse();
        }
    }

    /**
     * The API's four types, and in each implementation package one front door the provider calls across packages.
     * A new public type fails this test until it is added here deliberately (and, for the API, to the README).
     */
    @Test
    void thePublicTypesAreTheListedOnes() throws IOException {
        Path classes = jarOf(JacksonJsonProvider.class);
        List<String> publicTypes;
        try (Stream<Path> files = Files.walk(classes)) {
            publicTypes = files.map(f -> classes.relativize(f).toString())
                    .filter(f -> f.endsWith(".class") && !f.contains("$") && !f.equals("module-info.class"))
                    .map(f -> f.substring(0, f.length() - ".class".length()).replace(java.io.File.separatorChar, '.'))
                    .filter(ModuleDescriptorTest::isPublic)
                    .sorted()
                    .collect(Collectors.toList());
        }
        assertThat(publicTypes).containsExactly(
                MODULE + ".JacksonInterop", MODULE + ".JacksonJsonProvider", MODULE + ".Jsonp", MODULE + ".JsonpConfig",
                MODULE + ".config.JsonpSettings", MODULE + ".io.JsonIo", MODULE + ".model.JsonValues",
                MODULE + ".patch.JsonPatches", MODULE + ".stream.JacksonStreams");
    }

    private static boolean isPublic(String className) {
        try {
            return Modifier.isPublic(Class.forName(className, false, ModuleDescriptorTest.class.getClassLoader()).getModifiers());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ModuleDescriptor descriptor() {
        return ModuleFinder.of(jarOf(JacksonJsonProvider.class)).find(MODULE).orElseThrow().descriptor();
    }

    /** Our classes, the JSON-P API and jackson-core, each from where this test run loaded it, and nothing else. */
    private static ModuleLayer moduleLayer() {
        ModuleFinder finder = ModuleFinder.of(jarOf(JacksonJsonProvider.class), jarOf(JsonProvider.class),
                jarOf(JsonFactory.class));
        Configuration configuration = ModuleLayer.boot().configuration()
                .resolveAndBind(finder, ModuleFinder.of(), Set.of(MODULE));
        return ModuleLayer.boot().defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
    }

    private static Path jarOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
