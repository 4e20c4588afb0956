package org.jsonpjackson.json.internal.stream;

import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;

import java.util.AbstractMap;
import java.util.Map;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Lazy streams over a parser: each element is read only when the stream asks for it, so a large array
 * is never held in memory as a whole.
 */
final class ParserStreams {

    private static final int CHARACTERISTICS = Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.IMMUTABLE;

    private ParserStreams() {
    }

    static Stream<JsonValue> arrayStream(JsonParser parser) {
        return StreamSupport.stream(new Spliterators.AbstractSpliterator<JsonValue>(Long.MAX_VALUE, CHARACTERISTICS) {
            @Override
            public boolean tryAdvance(Consumer<? super JsonValue> action) {
                if (parser.next() == Event.END_ARRAY) {
                    return false;
                }
                action.accept(parser.getValue());
                return true;
            }
        }, false);
    }

    static Stream<Map.Entry<String, JsonValue>> objectStream(JsonParser parser) {
        return StreamSupport.stream(
                new Spliterators.AbstractSpliterator<Map.Entry<String, JsonValue>>(Long.MAX_VALUE, CHARACTERISTICS) {
                    @Override
                    public boolean tryAdvance(Consumer<? super Map.Entry<String, JsonValue>> action) {
                        if (parser.next() == Event.END_OBJECT) {
                            return false;
                        }
                        String key = parser.getString();
                        parser.next();
                        action.accept(new AbstractMap.SimpleImmutableEntry<>(key, parser.getValue()));
                        return true;
                    }
                }, false);
    }

    static Stream<JsonValue> valueStream(JsonParser parser) {
        return StreamSupport.stream(new Spliterators.AbstractSpliterator<JsonValue>(Long.MAX_VALUE, CHARACTERISTICS) {
            @Override
            public boolean tryAdvance(Consumer<? super JsonValue> action) {
                if (!parser.hasNext()) {
                    return false;
                }
                parser.next();
                action.accept(parser.getValue());
                return true;
            }
        }, false);
    }
}
