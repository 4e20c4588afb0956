package example;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;

/**
 * Jackson code in the middle of a JSON-P stream (docs/json-jackson.md, "Jackson interop"): databind reads and writes
 * one value, and the JSON-P side carries on after it.
 */
public final class Interop {

    /** A document of yours, for databind. */
    public record Mail(String subject, int size) {
    }

    private static final ObjectMapper OBJECT_MAPPER = new ObjectMapper();
    /** The provider over your factory, so that its features apply. */
    private static final JsonpJacksonProvider JSON = new JsonpJacksonProvider(OBJECT_MAPPER.getFactory());

    private Interop() {
    }

    /** Reads {@code {"doc":{...},"next":n}}, the document by databind and the rest by JSON-P, and writes it back with n + 1. */
    public static String nextPage(String json) throws IOException {
        Mail doc;
        int next;
        try (JsonParser parser = JSON.createParser(new StringReader(json))) {
            parser.next();                                               // START_OBJECT
            parser.next();                                               // KEY_NAME "doc"
            parser.next();                                               // START_OBJECT of a document
            doc = OBJECT_MAPPER.readValue(JacksonInterop.handOver(parser), Mail.class);
            parser.next();                                               // KEY_NAME "next", after the document
            parser.next();
            next = parser.getInt();
        }
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = JSON.createGenerator(out)) {
            generator.writeStartObject();
            generator.writeKey("doc");
            OBJECT_MAPPER.writeValue(JacksonInterop.handOver(generator), doc);
            generator.write("next", next + 1);
            generator.writeEnd();
        }
        return out.toString();
    }
}
