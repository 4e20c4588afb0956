package org.jsonpjackson.json.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import jakarta.json.JsonArray;
import jakarta.json.spi.JsonProvider;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.conformance.ProviderUnderTest;

import java.io.ByteArrayInputStream;
import java.io.StringWriter;

/**
 * Fuzz targets: whatever the bytes, only {@link JsonException} (and its subclasses, such as
 * {@code JsonParsingException}) may escape. Any other throwable, a hang or a stack overflow is a finding.
 *
 * <p>In a normal build these replay the committed inputs under
 * {@code json-jackson/conformance/src/test/resources/org/jsonpjackson/json/fuzz/JsonFuzzTestInputs/}. To fuzz,
 * see docs/json-jackson.md, "Fuzzing".
 */
class JsonFuzzTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();

    @FuzzTest(maxDuration = "2m")
    void parser(byte[] data) {
        try (JsonParser parser = JSON.createParser(new ByteArrayInputStream(data))) {
            while (parser.hasNext()) {
                JsonParser.Event event = parser.next();
                switch (event) {
                    case VALUE_NUMBER:
                        parser.getBigDecimal();
                        parser.isIntegralNumber();
                        parser.getLong();
                        parser.getInt();
                        break;
                    case VALUE_STRING:
                    case KEY_NAME:
                        parser.getString();
                        break;
                    case START_ARRAY:
                        if (data.length % 3 == 0) {
                            parser.getArrayStream().forEach(JsonValue::toString);
                        }
                        break;
                    default:
                        break;
                }
                parser.getLocation();
            }
        } catch (JsonException expected) {
            // The only documented failure.
        }
    }

    @FuzzTest(maxDuration = "2m")
    void readerAndWriter(byte[] data) {
        JsonValue value;
        try (JsonReader reader = JSON.createReader(new ByteArrayInputStream(data))) {
            value = reader.readValue();
        } catch (JsonException expected) {
            return;
        }
        touchNumbers(value);
        StringWriter out = new StringWriter();
        JSON.createWriter(out).write(value);
        try (JsonReader again = JSON.createReader(new java.io.StringReader(out.toString()))) {
            if (!again.readValue().equals(value)) {
                throw new AssertionError("Round trip changed the value: " + out);
            }
        }
    }

    /** Reads a two-element array [document, patch] and applies the patch, the pointer and a merge patch. */
    @FuzzTest(maxDuration = "2m")
    void patch(byte[] data) {
        JsonArray pair;
        try (JsonReader reader = JSON.createReader(new ByteArrayInputStream(data))) {
            pair = reader.readArray();
        } catch (JsonException expected) {
            return;
        }
        if (pair.size() < 2 || !(pair.get(0) instanceof JsonStructure)) {
            return;
        }
        JsonStructure document = (JsonStructure) pair.get(0);
        JsonValue patch = pair.get(1);
        try {
            JSON.createMergePatch(patch).apply(document);
            if (patch instanceof JsonArray) {
                JSON.createPatch((JsonArray) patch).apply(document);
            }
            if (patch.getValueType() == JsonValue.ValueType.STRING) {
                JSON.createPointer(((jakarta.json.JsonString) patch).getString()).getValue(document);
            }
            if (patch instanceof JsonStructure) {
                JsonStructure target = (JsonStructure) patch;
                if (!JSON.createDiff(document, target).apply(document).equals(target)) {
                    throw new AssertionError("diff did not reproduce the target");
                }
            }
        } catch (JsonException expected) {
            // A failing operation, a missing path or an invalid pointer.
        }
    }

    private static void touchNumbers(JsonValue value) {
        if (value instanceof JsonNumber) {
            JsonNumber n = (JsonNumber) value;
            n.doubleValue();
            try {
                n.longValue();
                n.bigIntegerValue();
            } catch (JsonException refusedForItsScale) {
                // Numbers like 1e1000000 are refused for integer conversion, by design.
            }
        } else if (value instanceof JsonArray) {
            ((JsonArray) value).forEach(JsonFuzzTest::touchNumbers);
        } else if (value instanceof jakarta.json.JsonObject) {
            ((jakarta.json.JsonObject) value).values().forEach(JsonFuzzTest::touchNumbers);
        }
    }
}
