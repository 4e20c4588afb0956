package org.jsonpjackson.json.module;

import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.json.Jsonp;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
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
 * The provider under test and the Jackson-free module as named modules: what each exports, and that a modular
 * application, with nothing but the two modules, jakarta.json and the provider's jackson-core on its module
 * path, finds and uses the provider through the API's own look-up. The other tests run on the class path.
 */
class ModuleDescriptorTest {

    private static final String COMMON = "org.jsonpjackson.json";
    private static final Set<String> COMMON_INTERNAL = Set.of(".internal.stream", ".internal.model", ".internal.config", ".internal.io",
            ".internal.patch", ".internal.provider");
    private static final Class<? extends JsonProvider> PROVIDER = ProviderUnderTest.type();
    /** The provider's module: its API package, by the convention both modules follow. */
    private static final String MODULE = PROVIDER.getPackageName();

    @Test
    void eachModuleExportsOnlyItsApiPackageToApplications() {
        ModuleDescriptor provider = descriptor(PROVIDER, MODULE);
        assertThat(provider.exports()).singleElement().satisfies(e -> {
            assertThat(e.source()).isEqualTo(MODULE);
            assertThat(e.isQualified()).isFalse();
        });
        assertThat(provider.packages()).contains(MODULE + ".internal.stream");

        ModuleDescriptor common = descriptor(Jsonp.class, COMMON);
        assertThat(common.exports()).filteredOn(e -> !e.isQualified()).extracting(ModuleDescriptor.Exports::source)
                .containsExactly(COMMON);
        assertThat(common.exports()).filteredOn(ModuleDescriptor.Exports::isQualified).allSatisfy(e ->
                assertThat(e.targets()).containsExactlyInAnyOrder(COMMON + ".jackson2", COMMON + ".jackson3"));
    }

    @Test
    void theProviderIsRegisteredAsAService() {
        assertThat(descriptor(PROVIDER, MODULE).provides()).singleElement().satisfies(p -> {
            assertThat(p.service()).isEqualTo(JsonProvider.class.getName());
            assertThat(p.providers()).containsExactly(PROVIDER.getName());
        });
        assertThat(descriptor(Jsonp.class, COMMON).provides()).isEmpty();
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
            assertThat(provider.getClass().getName()).isEqualTo(PROVIDER.getName());
            Object reader = api.getMethod("createReader", java.io.Reader.class).invoke(provider, new StringReader("[1,{\"a\":true}]"));
            Object value = loader.loadClass("jakarta.json.JsonReader").getMethod("readValue").invoke(reader);
            assertThat(value).hasToString("[1,{\"a\":true}]");
            Object cached = loader.loadClass(COMMON + ".Jsonp").getMethod("provider").invoke(null);
            assertThat(cached.getClass()).isSameAs(provider.getClass());
            assertThat(ServiceLoader.load(layer, api).stream().map(p -> p.type().getName()).collect(Collectors.toList()))
                    .containsExactly(PROVIDER.getName());
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    @Test
    void internalPackagesAreClosedToTheApplication() {
        ModuleLayer layer = moduleLayer();
        Module common = layer.findModule(COMMON).orElseThrow();
        Module provider = layer.findModule(MODULE).orElseThrow();
        assertThat(common.isExported(COMMON)).isTrue();
        assertThat(provider.isExported(MODULE)).isTrue();
        assertThat(provider.isExported(MODULE + ".internal.stream")).isFalse();
        for (String internal : COMMON_INTERNAL) {
            assertThat(common.isExported(COMMON + internal)).as(internal).isFalse();
            assertThat(common.isExported(COMMON + internal, provider)).as(internal + " to the provider").isTrue();
        }
    }

    /**
     * The Jackson-free module's public types: its API's two, and the front doors and bases the providers extend
     * or call across modules. A new public type fails this test until it is added here deliberately (and, for the
     * API, to the public-types list of docs/json-jackson.md).
     */
    @Test
    void theCommonPublicTypesAreTheListedOnes() throws IOException {
        String internal = COMMON + ".internal.";
        assertThat(publicTypes(Jsonp.class)).containsExactly(
                COMMON + ".Jsonp", COMMON + ".JsonpConfig",
                internal + "config.JsonpSettings", internal + "io.JsonIo", internal + "model.JsonValues",
                internal + "patch.JsonPatches", internal + "provider.ProviderBase",
                internal + "stream.EncodingCheck", internal + "stream.ErrorPosition",
                internal + "stream.GeneratorFactoryBase", internal + "stream.Indentation",
                internal + "stream.JsonpGeneratorBase", internal + "stream.JsonpParserBase", internal + "stream.Location",
                internal + "stream.NumberText", internal + "stream.ParseFailures", internal + "stream.ParserFactoryBase",
                internal + "stream.Utf8LeadByteCheck");
    }

    /**
     * On the class path no module closes anything, so the package name is what tells a user a public type is not
     * API: every public type of the Jackson-free module outside its API package is under {@code .internal}.
     */
    @Test
    void everyPublicTypeOutsideTheApiIsInAnInternalPackage() throws IOException {
        assertThat(publicTypes(Jsonp.class)).filteredOn(type -> !type.substring(0, type.lastIndexOf('.')).equals(COMMON))
                .isNotEmpty().allSatisfy(type -> assertThat(type).startsWith(COMMON + ".internal."));
    }

    /**
     * The provider module's public types: its API (the provider and the interop class) and one front door, the
     * latter in an internal package, so that on the class path too its name says it is not API.
     */
    @Test
    void theProviderPublicTypesAreTheListedOnes() throws IOException {
        assertThat(publicTypes(PROVIDER)).hasSize(3).contains(PROVIDER.getName())
                .anySatisfy(type -> assertThat(type).startsWith(MODULE + ".Jackson").endsWith("Interop"))
                .anySatisfy(type -> assertThat(type).startsWith(MODULE + ".internal.stream.Jackson").endsWith("Streams"));
    }

    /** The public types in the classes folder or jar {@code from} was loaded from (a jar in a reactor's verify). */
    private static List<String> publicTypes(Class<?> from) throws IOException {
        Path location = jarOf(from);
        if (Files.isDirectory(location)) {
            return publicTypesUnder(location);
        }
        try (java.nio.file.FileSystem jar = java.nio.file.FileSystems.newFileSystem(location, (ClassLoader) null)) {
            return publicTypesUnder(jar.getPath("/"));
        }
    }

    private static List<String> publicTypesUnder(Path classes) throws IOException {
        try (Stream<Path> files = Files.walk(classes)) {
            return files.map(f -> classes.relativize(f).toString())
                    .filter(f -> f.endsWith(".class") && !f.contains("$") && !f.endsWith("module-info.class")
                            && !f.startsWith("META-INF"))
                    .map(f -> f.substring(0, f.length() - ".class".length()).replace('/', '.').replace('\\', '.'))
                    .filter(ModuleDescriptorTest::isPublic)
                    .sorted()
                    .collect(Collectors.toList());
        }
    }

    private static boolean isPublic(String className) {
        try {
            return Modifier.isPublic(Class.forName(className, false, ModuleDescriptorTest.class.getClassLoader()).getModifiers());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ModuleDescriptor descriptor(Class<?> from, String name) {
        return ModuleFinder.of(jarOf(from)).find(name).orElseThrow().descriptor();
    }

    /**
     * Our two modules, the JSON-P API and the provider's jackson-core , each from where this test run loaded it, and nothing else.
     */
    private static ModuleLayer moduleLayer() {
        Class<?> jacksonCore = ProviderUnderTest.jacksonVersionClass();
        ModuleFinder finder = ModuleFinder.of(jarOf(PROVIDER), jarOf(Jsonp.class), jarOf(JsonProvider.class),
                jarOf(jacksonCore));
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
