import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.util.ServiceLoader;
import java.util.function.ToLongFunction;

/**
 * One side of provider-ab: loaded once per commit, in a class loader of its own with that commit's provider jars, so
 * that the two providers share no class and each gets its own JIT profile. It runs the JSON-P event loop an
 * opensearch-java deserializer runs (every event, every name, string and number read) over bytes or characters.
 */
public class Drive implements ToLongFunction<Object> {

    private final JsonProvider provider;

    public Drive() {
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
}
