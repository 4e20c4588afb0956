package org.jsonpjackson.json.conformance.stream;

import org.jsonpjackson.json.JsonpConfig;
import jakarta.json.JsonConfig;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParserFactory;
import jakarta.json.stream.JsonParser.Event;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.jsonpjackson.json.internal.config.JsonpSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.math.BigDecimal;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ParserTest {

    private static final JsonProvider PROVIDER = ProviderUnderTest.create();
    private static final JsonParserFactory FACTORY = PROVIDER.createParserFactory(Map.of());

    private static JsonParser parse(String json) {
        return FACTORY.createParser(new StringReader(json));
    }

    private static List<Event> events(JsonParser parser) {
        List<Event> events = new ArrayList<>();
        while (parser.hasNext()) {
            events.add(parser.next());
        }
        return events;
    }

    @Test
    void reportsEveryEventInOrder() {
        assertThat(events(parse("{\"a\":[1,2.5,\"s\",true,false,null],\"b\":{}}"))).containsExactly(
                Event.START_OBJECT, Event.KEY_NAME, Event.START_ARRAY, Event.VALUE_NUMBER, Event.VALUE_NUMBER,
                Event.VALUE_STRING, Event.VALUE_TRUE, Event.VALUE_FALSE, Event.VALUE_NULL, Event.END_ARRAY,
                Event.KEY_NAME, Event.START_OBJECT, Event.END_OBJECT, Event.END_OBJECT);
    }

    @Test
    void treeParserProducesTheSameEventsAsTheTextParser() {
        String json = "{\"a\":[1,2.5,\"s\",true,false,null,[]],\"b\":{\"c\":{}}}";
        JsonParser text = parse(json);
        text.next();
        JsonObject tree = text.getObject();
        assertThat(events(FACTORY.createParser(tree))).isEqualTo(events(parse(json)));
    }

    @Test
    void scalarRootKeepsItsValueAfterHasNextLooksAhead() {
        JsonParser parser = parse(" 12345678901 ");
        assertThat(parser.next()).isEqualTo(Event.VALUE_NUMBER);
        assertThat(parser.hasNext()).isFalse();
        assertThat(parser.getLong()).isEqualTo(12345678901L);
        assertThat(parser.getString()).isEqualTo("12345678901");
        assertThat(parser.getValue().toString()).isEqualTo("12345678901");
        assertThatThrownBy(parser::next).isInstanceOf(NoSuchElementException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{} {}", "[1] 2", "\"a\" \"b\"", "1 null"})
    void aSecondRootValueIsAParsingError(String json) {
        JsonParser parser = parse(json);
        assertThatThrownBy(() -> events(parser))
                .isInstanceOf(JsonParsingException.class)
                .hasMessageContaining("after the root value")
                .satisfies(e -> assertThat(((JsonParsingException) e).getLocation().getColumnNumber()).isPositive());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{} x", "1 ]", "[] }", "\"a\" ,"})
    void garbageAfterTheRootValueIsAParsingError(String json) {
        JsonParser parser = parse(json);
        assertThatThrownBy(() -> events(parser))
                .isInstanceOf(JsonParsingException.class)
                .satisfies(e -> assertThat(((JsonParsingException) e).getLocation().getColumnNumber()).isPositive());
    }

    @Test
    void truncatedDocumentIsAParsingErrorWithLocation() {
        JsonParser parser = parse("{\"a\":\n[1,");
        assertThatThrownBy(() -> events(parser))
                .isInstanceOf(JsonParsingException.class)
                .satisfies(e -> assertThat(((JsonParsingException) e).getLocation().getLineNumber()).isEqualTo(2));
    }

    @Test
    void emptyDocumentIsAParsingError() {
        JsonParser parser = parse("   ");
        assertThat(parser.hasNext()).isTrue();
        assertThatThrownBy(parser::next).isInstanceOf(JsonParsingException.class).hasMessageContaining("end of input");
    }

    @Test
    void numbersFollowBigDecimalSemantics() {
        JsonParser parser = parse("[1, 1.0, 1e2, 9999999999, 123456789012345678901234567890, -0.5]");
        parser.next();
        parser.next();
        assertThat(parser.isIntegralNumber()).isTrue();
        assertThat(parser.getInt()).isEqualTo(1);
        parser.next();
        assertThat(parser.isIntegralNumber()).isFalse();
        assertThat(parser.getBigDecimal()).isEqualTo(new BigDecimal("1.0"));
        parser.next();
        assertThat(parser.getInt()).isEqualTo(100);
        parser.next();
        assertThat(parser.getInt()).isEqualTo(new BigDecimal("9999999999").intValue());
        assertThat(parser.getLong()).isEqualTo(9999999999L);
        parser.next();
        assertThat(parser.getLong()).isEqualTo(new BigDecimal("123456789012345678901234567890").longValue());
        assertThat(parser.getString()).isEqualTo("123456789012345678901234567890");
        parser.next();
        assertThat(parser.getInt()).isZero();
        assertThat(parser.isIntegralNumber()).isFalse();
    }

    @Test
    void hugeExponentIsRefusedForIntegerConversionNamingTheKey() {
        JsonParser parser = parse("[1e1000000]");
        parser.next();
        parser.next();
        assertThat(parser.getBigDecimal()).isEqualTo(new BigDecimal("1e1000000"));
        assertThatThrownBy(parser::getInt).isInstanceOf(JsonParsingException.class)
                .hasMessageContaining(JsonpConfig.MAX_BIG_INTEGER_SCALE);
        assertThatThrownBy(parser::getLong).isInstanceOf(JsonParsingException.class);
    }

    @Test
    void gettersOutOfStateThrowIllegalState() {
        JsonParser parser = parse("{\"a\":true}");
        parser.next();
        assertThatThrownBy(parser::getString).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(parser::getInt).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(parser::getArray).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(parser::getArrayStream).isInstanceOf(IllegalStateException.class);
        parser.next();
        assertThat(parser.getString()).isEqualTo("a");
        parser.next();
        assertThat(parser.getValue()).isSameAs(JsonValue.TRUE);
        parser.next();
        assertThatThrownBy(parser::getValue).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void getValueAtKeyNameIsTheKeyAsAString() {
        JsonParser parser = parse("{\"key\":1}");
        parser.next();
        parser.next();
        assertThat(parser.getValue().toString()).isEqualTo("\"key\"");
    }

    @Test
    void arrayStreamIsLazy() {
        // The third element is broken: a stream that read ahead, or built the array first, would fail.
        JsonParser parser = parse("[{\"a\":1},[2],  x");
        parser.next();
        List<String> firstTwo = parser.getArrayStream().limit(2).map(JsonValue::toString).collect(Collectors.toList());
        assertThat(firstTwo).containsExactly("{\"a\":1}", "[2]");
    }

    @Test
    void arrayStreamReadsEveryElementAndLeavesTheParserAtEndArray() {
        JsonParser parser = parse("{\"list\":[1,\"two\",[3]],\"after\":true}");
        parser.next();
        parser.next();
        parser.next();
        assertThat(parser.getArrayStream().map(JsonValue::toString)).containsExactly("1", "\"two\"", "[3]");
        assertThat(parser.currentEvent()).isEqualTo(Event.END_ARRAY);
        assertThat(parser.next()).isEqualTo(Event.KEY_NAME);
        assertThat(parser.getString()).isEqualTo("after");
    }

    @Test
    void objectStreamIsLazy() {
        JsonParser parser = parse("{\"a\":1,\"b\":[true],\"c\": x");
        parser.next();
        List<Map.Entry<String, JsonValue>> firstTwo = parser.getObjectStream().limit(2).collect(Collectors.toList());
        assertThat(firstTwo).extracting(Map.Entry::getKey).containsExactly("a", "b");
        assertThat(firstTwo.get(1).getValue().toString()).isEqualTo("[true]");
    }

    @Test
    void valueStreamReadsASequenceOfRootValues() {
        JsonParser parser = parse("1 {\"a\":2}\n[3] \"four\"");
        assertThat(parser.getValueStream().map(JsonValue::toString))
                .containsExactly("1", "{\"a\":2}", "[3]", "\"four\"");
    }

    @Test
    void valueStreamOfEmptyInputIsEmpty() {
        assertThat(parse("  ").getValueStream()).isEmpty();
    }

    @Test
    void valueStreamInsideAStructureIsIllegal() {
        JsonParser parser = parse("[1]");
        parser.next();
        assertThatThrownBy(parser::getValueStream).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void skipArrayAndSkipObjectMoveToTheEndOfTheCurrentContext() {
        JsonParser parser = parse("{\"a\":[1,[2,{\"x\":3}],4],\"b\":{\"c\":{\"d\":1},\"e\":2},\"f\":0}");
        parser.next();
        parser.next();
        parser.next();
        parser.next();
        parser.skipArray();
        assertThat(parser.currentEvent()).isEqualTo(Event.END_ARRAY);
        assertThat(parser.next()).isEqualTo(Event.KEY_NAME);
        assertThat(parser.getString()).isEqualTo("b");
        parser.next();
        parser.next();
        parser.skipObject();
        assertThat(parser.currentEvent()).isEqualTo(Event.END_OBJECT);
        assertThat(parser.next()).isEqualTo(Event.KEY_NAME);
        assertThat(parser.getString()).isEqualTo("f");
    }

    @Test
    void skipOutsideItsContextDoesNothing() {
        JsonParser parser = parse("{\"a\":1}");
        parser.next();
        parser.skipArray();
        assertThat(parser.currentEvent()).isEqualTo(Event.START_OBJECT);
        assertThat(parser.next()).isEqualTo(Event.KEY_NAME);
    }

    @Test
    void getObjectHonoursTheKeyStrategy() {
        String json = "{\"k\":1,\"k\":2}";
        assertThat(objectWith(json, JsonConfig.KeyStrategy.LAST).getInt("k")).isEqualTo(2);
        assertThat(objectWith(json, JsonConfig.KeyStrategy.FIRST).getInt("k")).isEqualTo(1);
        assertThatThrownBy(() -> objectWith(json, JsonConfig.KeyStrategy.NONE))
                .isInstanceOf(JsonException.class).hasMessageContaining("'k'");
    }

    @Test
    void keyStrategyNoneRejectsDuplicatesWhileStreaming() {
        JsonParserFactory strict = PROVIDER.createParserFactory(Map.of(JsonConfig.KEY_STRATEGY, "NONE"));
        JsonParser parser = strict.createParser(new StringReader("{\"k\":1,\"k\":2}"));
        assertThatThrownBy(() -> events(parser)).isInstanceOf(JsonParsingException.class)
                .hasMessageContaining("k");
    }

    private static JsonObject objectWith(String json, JsonConfig.KeyStrategy strategy) {
        JsonParserFactory factory = PROVIDER.createParserFactory(Map.of(JsonConfig.KEY_STRATEGY, strategy));
        JsonParser parser = factory.createParser(new StringReader(json));
        parser.next();
        return parser.getObject();
    }

    @Test
    void depthLimitIsAParsingErrorNamingItsKey() {
        JsonParserFactory shallow = PROVIDER.createParserFactory(Map.of(JsonpConfig.MAX_DEPTH, 3));
        JsonParser parser = shallow.createParser(new StringReader("[[[[1]]]]"));
        assertThatThrownBy(() -> events(parser)).isInstanceOf(JsonParsingException.class)
                .hasMessageContaining(JsonpConfig.MAX_DEPTH);
        assertThat(events(shallow.createParser(new StringReader("[[[1]]]")))).hasSize(7);
    }

    @Test
    void deepNestingBeyondTheDefaultIsRefusedWithoutStackOverflow() {
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        JsonParser parser = parse(deep);
        parser.next();
        assertThatThrownBy(parser::getArray).isInstanceOf(JsonParsingException.class)
                .hasMessageContaining(JsonpConfig.MAX_DEPTH);
    }

    @Test
    void numberLengthLimitNamesItsKey() {
        JsonParser parser = parse("[" + "9".repeat(1001) + "]");
        parser.next();
        assertThatThrownBy(parser::next).isInstanceOf(JsonParsingException.class)
                .hasMessageContaining(JsonpConfig.MAX_NUMBER_LENGTH);
    }

    /** The key is spelled out in our settings, so that JSON-P 2.0 (without JsonConfig) can use it too. */
    @Test
    void theKeyStrategyKeyIsJsonConfigs() {
        assertThat(JsonpConfig.KEY_STRATEGY).isEqualTo(JsonConfig.KEY_STRATEGY);
    }

    @Test
    void invalidSettingsAreRejectedNamingTheKeyAndValue() {
        assertThatThrownBy(() -> JsonpSettings.from(Map.of(JsonpConfig.MAX_DEPTH, "deep")))
                .isInstanceOf(JsonException.class)
                .hasMessageContaining(JsonpConfig.MAX_DEPTH).hasMessageContaining("deep");
        assertThatThrownBy(() -> JsonpSettings.from(Map.of(JsonConfig.KEY_STRATEGY, "MIDDLE")))
                .isInstanceOf(JsonException.class).hasMessageContaining("MIDDLE");
    }

    @Test
    void configInUseReportsOnlySupportedKeysThatWereGiven() {
        JsonParserFactory factory = PROVIDER.createParserFactory(Map.of(JsonpConfig.MAX_DEPTH, 10, "some.other.key", true));
        assertThat(factory.getConfigInUse()).containsOnlyKeys(JsonpConfig.MAX_DEPTH);
        assertThat(FACTORY.getConfigInUse()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"UTF-8", "UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE"})
    void detectsTheEncodingWithoutAByteOrderMark(String charset) {
        byte[] bytes = "{\"k\":\"é€😀\"}".getBytes(Charset.forName(charset));
        JsonParser parser = FACTORY.createParser(new ByteArrayInputStream(bytes));
        parser.next();
        assertThat(parser.getObject().getString("k")).isEqualTo("é€😀");
    }

    @ParameterizedTest
    @ValueSource(strings = {"UTF-8", "UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE"})
    void detectsTheEncodingWithAByteOrderMark(String charset) {
        byte[] bytes = "\uFEFF[\"ü\"]".getBytes(Charset.forName(charset));
        JsonParser parser = FACTORY.createParser(new ByteArrayInputStream(bytes));
        parser.next();
        assertThat(parser.getArray().getString(0)).isEqualTo("ü");
    }

    @Test
    void takesAGivenCharset() {
        byte[] latin1 = "[\"caf\u00e9\"]".getBytes(StandardCharsets.ISO_8859_1);
        JsonParser parser = FACTORY.createParser(new ByteArrayInputStream(latin1), StandardCharsets.ISO_8859_1);
        parser.next();
        assertThat(parser.getArray().getString(0)).isEqualTo("café");
    }

    @Test
    void invalidUtf8IsRejectedNotReplaced() {
        byte[] bytes = {'[', '"', (byte) 0xC3, (byte) 0x28, '"', ']'};
        JsonParser parser = FACTORY.createParser(new ByteArrayInputStream(bytes));
        assertThatThrownBy(() -> events(parser)).isInstanceOf(JsonParsingException.class)
                .satisfies(e -> assertThat(((JsonParsingException) e).getLocation().getStreamOffset()).isPositive());
    }

    @Test
    void invalidBytesForAGivenCharsetAreRejected() {
        byte[] bytes = {'[', '"', (byte) 0xFF, (byte) 0xFE, '"', ']'};
        JsonParser parser = FACTORY.createParser(new ByteArrayInputStream(bytes), StandardCharsets.US_ASCII);
        assertThatThrownBy(() -> events(parser)).isInstanceOf(JsonParsingException.class);
    }

    @Test
    void closeClosesTheReader() {
        boolean[] closed = {false};
        Reader reader = new StringReader("[1]") {
            @Override
            public void close() {
                closed[0] = true;
            }
        };
        JsonParser parser = FACTORY.createParser(reader);
        events(parser);
        assertThat(closed[0]).as("closed before close()").isFalse();
        parser.close();
        assertThat(closed[0]).isTrue();
    }

    @Test
    void failingReaderBecomesJsonException() {
        Reader broken = new Reader() {
            @Override
            public int read(char[] buf, int off, int len) throws IOException {
                throw new IOException("disk on fire");
            }

            @Override
            public void close() {
            }
        };
        JsonParser parser = FACTORY.createParser(broken);
        assertThatThrownBy(parser::next).isInstanceOf(JsonException.class).hasMessageContaining("disk on fire");
    }
}
