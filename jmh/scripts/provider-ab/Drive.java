import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.util.ServiceLoader;
import java.util.function.ToLongFunction;

/**
 * One side of provider-ab: loaded once per commit, in a class loader of its own with that commit's provider jars, so
 * that the two providers share no class and each gets its own JIT profile. It runs the JSON-P event loop an
 * opensearch-java deserializer runs (every event, every name, string and number read) over bytes or characters, or
 * reads the bytes into a tree ({@code JsonReader.readValue()}) and walks every value of it.
 */
public class Drive implements ToLongFunction<Object> {

    private final JsonProvider provider;
    private final boolean tree;

    /** {@code tree} reads each document into a tree and walks it; otherwise the event loop runs over it. */
    public Drive(boolean tree) {
        this.tree = tree;
        JsonProvider found = null;
        for (JsonProvider p : ServiceLoader.load(JsonProvider.class, Drive.class.getClassLoader())) {
            // ours where it is on the side's class path; otherwise the one provider there is (Parsson's side)
            if (found == null || p.getClass().getName().startsWith("org.jsonpjackson.")) {
                found = p;
            }
        }
        if (found == null) {
            throw new IllegalStateException("No JSON-P provider on " + Drive.class.getClassLoader());
        }
        provider = found;
    }

    @Override
    public String toString() {
        return provider.getClass().getName() + " from " + provider.getClass().getProtectionDomain().getCodeSource().getLocation();
    }

    /** A byte[] is parsed through createParser(InputStream), a String through createParser(Reader). */
    @Override
    public long applyAsLong(Object document) {
        if (tree) {
            try (JsonReader r = provider.createReader(new ByteArrayInputStream((byte[]) document))) {
                return walk(r.readValue(), 17);
            }
        }
        long h = 17;
        try (JsonParser p = document instanceof byte[]
                ? provider.createParser(new ByteArrayInputStream((byte[]) document))
                : provider.createParser(new StringReader((String) document))) {
            while (p.hasNext()) {
                JsonParser.Event e = p.next();
                h = h * 31 + e.ordinal();
                switch (e) {
                    case KEY_NAME:
                    case VALUE_STRING:
                        h = h * 31 + p.getString().hashCode();
                        break;
                    case VALUE_NUMBER:
                        h = h * 31 + (p.isIntegralNumber() ? p.getLong() : p.getBigDecimal().hashCode());
                        break;
                    default:
                        break;
                }
            }
        }
        return h;
    }

    /** Every value of the tree, in document order, into one hash that any two providers agree on. */
    private static long walk(JsonValue v, long h) {
        h = h * 31 + v.getValueType().ordinal();
        switch (v.getValueType()) {
            case OBJECT:
                for (var member : ((JsonObject) v).entrySet()) {
                    h = walk(member.getValue(), h * 31 + member.getKey().hashCode());
                }
                return h;
            case ARRAY:
                for (JsonValue item : (JsonArray) v) {
                    h = walk(item, h);
                }
                return h;
            case STRING:
                return h * 31 + ((JsonString) v).getString().hashCode();
            case NUMBER:
                JsonNumber n = (JsonNumber) v;
                return h * 31 + (n.isIntegral() ? n.longValue() : n.bigDecimalValue().hashCode());
            default:
                return h;
        }
    }
}
