package example;

import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import org.jsonpjackson.json.jackson3.JsonpJackson3Provider;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.json.JsonMapper;

import java.io.StringReader;
import java.io.StringWriter;

/**
 * Jackson code in the middle of a JSON-P stream (docs/json-jackson.md, "Jackson interop"), on Jackson 3: databind reads
 * and writes one value, and the JSON-P side carries on after it.
 */
public final class Interop3 {

    /** A document of yours, for databind. */
    public record Mail(String subject, int size) {
    }

    private static final JsonMapper OBJECT_MAPPER = JsonMapper.builder().build();
    /** The provider over your factory, so that its features apply. */
    private static final JsonpJackson3Provider JSON = new JsonpJackson3Provider(OBJECT_MAPPER.tokenStreamFactory());

    /**
     * Jackson 3 checks by default that nothing follows the value it read (FAIL_ON_TRAILING_TOKENS), and a handed-over
     * parser has the rest of the stream after it: read documents with that check off.
     */
    private static final ObjectReader MAIL = OBJECT_MAPPER.readerFor(Mail.class)
            .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private Interop3() {
    }

    /** Reads {@code {"doc":{...},"next":n}}, the document by databind and the rest by JSON-P, and writes it back with n + 1. */
    public static String nextPage(String json) {
        Mail doc;
        int next;
        try (JsonParser parser = JSON.createParser(new StringReader(json))) {
            parser.next();                                               // START_OBJECT
            parser.next();                                               // KEY_NAME "doc"
            parser.next();                                               // START_OBJECT of a document
            doc = MAIL.readValue(Jackson3Interop.handOver(parser));
            parser.next();                                               // KEY_NAME "next", after the document
            parser.next();
            next = parser.getInt();
        }
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = JSON.createGenerator(out)) {
            generator.writeStartObject();
            generator.writeKey("doc");
            OBJECT_MAPPER.writeValue(Jackson3Interop.handOver(generator), doc);
            generator.write("next", next + 1);
            generator.writeEnd();
        }
        return out.toString();
    }
}
