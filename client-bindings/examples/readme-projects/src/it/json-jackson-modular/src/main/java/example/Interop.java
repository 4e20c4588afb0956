package example;

import com.fasterxml.jackson.core.JsonFactory;
import jakarta.json.JsonObject;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.json.Jsonp;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;

/** The Jackson interop of docs/json-jackson.md, in a named module. */
public final class Interop {

    private Interop() {
    }

    /** Reads {@code json} with a Jackson parser seen through JSON-P, and back: the Jackson parser's next token. */
    public static String viewAndUnwrap(String json) throws IOException {
        JsonFactory factory = new JsonFactory();
        JsonpJacksonProvider provider = new JsonpJacksonProvider(factory);
        com.fasterxml.jackson.core.JsonParser jacksonParser = provider.jsonFactory().createParser(json);
        JsonParser view = JacksonInterop.parser(jacksonParser);
        view.next();
        JsonObject first = view.getObject();
        com.fasterxml.jackson.core.JsonParser back = JacksonInterop.unwrap(view);
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = JacksonInterop.generator(factory.createGenerator(out))) {
            generator.write(first);
        }
        return out + " then " + back.nextToken();
    }

    /** Reads with the cached provider, as any code in the module would. */
    public static JsonObject read(String json) {
        JsonProvider provider = Jsonp.provider();
        try (var reader = provider.createReader(new StringReader(json))) {
            return reader.readObject();
        }
    }
}
