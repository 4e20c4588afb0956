package example;

import jakarta.json.Json;
import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.json.Jsonp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The module path: the API's own look-up finds the provider module, and the interop works from a named module. */
class ModularTest {

    @Test
    void theProviderModuleIsFoundAndUsed() throws IOException {
        assertEquals("example", ModularTest.class.getModule().getName(), "the test runs inside the module");
        String module = JsonProvider.provider().getClass().getModule().getName();
        assertEquals("org.jsonpjackson.json.jackson2", module);
        // Jsonp comes with the Jackson-free module the provider module requires transitively
        assertEquals("org.jsonpjackson.json", Jsonp.class.getModule().getName());
        assertEquals(Json.createObjectBuilder().add("a", 1).build(), Interop.read("{\"a\":1}"));
        String interop = Interop.viewAndUnwrap("{\"a\":[1,2]} [3]");
        assertEquals("{\"a\":[1,2]} then START_ARRAY", interop);

        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "ran.properties"), "providerModule=" + module
                + "\ncachedModule=" + Jsonp.provider().getClass().getModule().getName() + "\ninterop=" + interop + "\n");
    }
}
