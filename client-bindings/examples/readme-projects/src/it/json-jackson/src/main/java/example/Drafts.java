package example;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonWriter;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.Jsonp;

import java.io.StringReader;
import java.io.StringWriter;

/** A JSON-P user's code (main scope): the standard API, and the provider looked up once for streaming. */
public final class Drafts {

    private Drafts() {
    }

    /** Reads a draft, applies a JSON Patch to it and writes it out. */
    public static String patched(String draft) {
        JsonObject mail;
        try (JsonReader reader = Json.createReader(new StringReader(draft))) {
            mail = reader.readObject();
        }
        JsonObject patched = Json.createPatchBuilder()
                .replace("/subject", "hello again")
                .add("/flags/-", "flagged")
                .remove("/size")
                .build()
                .apply(mail);
        StringWriter out = new StringWriter();
        try (JsonWriter writer = Json.createWriter(out)) {
            writer.write(patched);
        }
        return out.toString();
    }

    public static String generated(int uid, String to) {
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = Jsonp.provider().createGenerator(out)) {
            generator.writeStartObject().write("uid", uid).writeStartArray("to").write(to).writeEnd().writeEnd();
        }
        return out.toString();
    }

    /** The value of the first key, which must be a number. */
    public static int firstNumber(String json) {
        try (JsonParser parser = Jsonp.provider().createParser(new StringReader(json))) {
            parser.next();
            parser.next();
            parser.next();
            return parser.getInt();
        }
    }
}
