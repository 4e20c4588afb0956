package org.jsonpjackson.json.internal.stream;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.JsonpConfig;
import org.jsonpjackson.json.internal.config.JsonpSettings;
import org.jsonpjackson.json.internal.model.JsonValues;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

/**
 * JSON-P's parser over a token stream, whichever Jackson reads it: the events, the single-root rule, the
 * values and streams, the skips. A subclass per Jackson major version supplies the tokens, through the
 * abstract methods below, and turns that Jackson's failures into JSON-P's exceptions.
 *
 * <p>Tokens are Jackson's token ids, which both Jackson 2 and Jackson 3 number the same way
 * ({@code JsonTokenId}), so that each event is one array read, with no enum of either Jackson here. In a JVM
 * that loads one subclass, the abstract calls are monomorphic and compiled inline.
 *
 * <p>A strict parser reads exactly one root value: once it is complete, {@link #hasNext()} looks ahead and
 * rejects anything but the end of input. A parser wrapped around a caller's Jackson parser is lenient,
 * since the caller owns the stream and may hold several values in it.
 *
 * <p>Inside a structure, {@link #hasNext()} reads the next token too, as the javadoc asks: it must throw on
 * text that is cut off or broken there, and Jackson has no other way to tell. The current scalar is kept
 * first (the held fields), because Jackson forgets it when it moves on, and {@link #next()} then takes the
 * token read ahead. Only {@link #hasNext()} pays for this; a loop of {@link #next()} calls reads one token
 * per event.
 *
 * <p>Public only so that the Jackson modules can extend it; the module exports this package to them alone.
 */
public abstract class JsonpParserBase implements JsonParser {

    /** The end of input, as Jackson's {@code JsonTokenId.ID_NO_TOKEN}. */
    protected static final int END_OF_INPUT = 0;
    protected static final int START_OBJECT = 1;
    protected static final int END_OBJECT = 2;
    protected static final int START_ARRAY = 3;
    protected static final int END_ARRAY = 4;
    /** {@code FIELD_NAME} in Jackson 2, {@code PROPERTY_NAME} in Jackson 3. */
    protected static final int NAME = 5;
    protected static final int STRING = 6;
    protected static final int NUMBER_INT = 7;
    protected static final int NUMBER_FLOAT = 8;
    protected static final int TRUE = 9;
    protected static final int FALSE = 10;
    protected static final int NULL = 11;

    /** The held decimal buffer until the first decimal is held: most parsers never need one. */
    private static final char[] NO_CHARS = new char[0];
    private static final int TAKEN_LONG = 1;
    private static final int TAKEN_DECIMAL = 2;

    /** What {@link #numberKind()} says of an integer token. */
    protected static final int KIND_INT = 0;
    protected static final int KIND_LONG = 1;
    protected static final int KIND_BIG = 2;

    /** The event for each token id; null where JSON-P has none (the end of input, embedded objects). */
    private static final Event[] EVENTS = new Event[NULL + 1];
    /** How each token changes the nesting depth, by token id. */
    private static final int[] DEPTH_CHANGE = new int[NULL + 1];

    static {
        EVENTS[START_OBJECT] = Event.START_OBJECT;
        EVENTS[END_OBJECT] = Event.END_OBJECT;
        EVENTS[START_ARRAY] = Event.START_ARRAY;
        EVENTS[END_ARRAY] = Event.END_ARRAY;
        EVENTS[NAME] = Event.KEY_NAME;
        EVENTS[STRING] = Event.VALUE_STRING;
        EVENTS[NUMBER_INT] = Event.VALUE_NUMBER;
        EVENTS[NUMBER_FLOAT] = Event.VALUE_NUMBER;
        EVENTS[TRUE] = Event.VALUE_TRUE;
        EVENTS[FALSE] = Event.VALUE_FALSE;
        EVENTS[NULL] = Event.VALUE_NULL;
        DEPTH_CHANGE[START_OBJECT] = 1;
        DEPTH_CHANGE[START_ARRAY] = 1;
        DEPTH_CHANGE[END_OBJECT] = -1;
        DEPTH_CHANGE[END_ARRAY] = -1;
    }

    private final JsonpSettings settings;
    private final boolean strictRoot;
    private Event current;
    private int depth;
    /** A token {@link #hasNext()} read ahead, not yet turned into an event; -1 when none. */
    private int pending = -1;
    /** True while {@link #getValueStream()} reads a sequence of root values. */
    private boolean sequence;
    /** True once the end of input has been seen at the root level. */
    private boolean ended;
    /** The current name's or scalar's token id once Jackson has moved past it ({@link #hasNext()}); -1 otherwise. */
    private int heldToken = -1;
    /** For a held name, string or big integer, its text; for "-0", that; else null. */
    private String heldText;
    /** For a held decimal, its text, in a buffer kept for the next one: no String per number. */
    private char[] heldChars = NO_CHARS;
    private int heldLength;
    /** A held decimal's value, once asked for. */
    private BigDecimal heldDecimal;
    /**
     * What the caller's getters have already read from Jackson at the current event (the {@code TAKEN_} bits, with
     * {@link #heldText}, {@link #heldLong} and {@link #heldDecimal}), so that {@link #hold()} need not ask again:
     * a loop calls the getters before the next {@link #hasNext()}, and asking twice per value is most of what
     * reading ahead would cost.
     */
    private int taken;
    /** For a held integer that is not {@link #KIND_BIG}, its value. */
    private long heldLong;
    /** For a held integer, {@link #numberKind()}. */
    private int heldKind;

    /**
     * @param strictRoot whether exactly one root value may be read (our own parsers), or the stream belongs
     *     to a caller who may hold more (a view of a caller's Jackson parser)
     */
    protected JsonpParserBase(JsonpSettings settings, boolean strictRoot) {
        this.settings = settings;
        this.strictRoot = strictRoot;
    }

    /** The JSON-P event for a token id, or null where JSON-P has none (the end of input, embedded objects). */
    public static Event eventOf(int tokenId) {
        return tokenId > 0 && tokenId < EVENTS.length ? EVENTS[tokenId] : null;
    }

    /**
     * Where the current event of {@code parser} starts, for errors about the value there; for a parser that
     * is not one of ours, its {@link JsonParser#getLocation()}.
     */
    public static JsonLocation eventStart(JsonParser parser) {
        return parser instanceof JsonpParserBase ? ((JsonpParserBase) parser).eventStart() : parser.getLocation();
    }

    // ---- What a subclass supplies: its Jackson's tokens, each failure already a JSON-P exception ----

    /** Moves to the next token and returns its id, {@link #END_OF_INPUT} at the end. */
    protected abstract int nextTokenId();

    /** The id of the token the Jackson parser sits on. */
    protected abstract int currentTokenId();

    /** The text of the current string, number or name token. */
    protected abstract String tokenText();

    /** The name of the current member. */
    protected abstract String memberName();

    /** For an integer token: {@link #KIND_INT}, {@link #KIND_LONG} or {@link #KIND_BIG}. */
    protected abstract int numberKind();

    protected abstract int intValue();

    protected abstract long longValue();

    protected abstract BigInteger bigIntegerValue();

    /** The current number as a decimal; a {@code NumberFormatException} if it has none (1e99999999999). */
    protected abstract BigDecimal decimalValue();

    /** Where the parser is: just past the current token. */
    protected abstract JsonLocation location();

    /** Where the current token starts. */
    protected abstract JsonLocation tokenLocation();

    /**
     * Copies the current token's text into {@code buffer}, or into a new array if it does not fit, and returns the
     * array; its length is {@link #tokenTextLength()}.
     */
    protected abstract char[] copyTokenText(char[] buffer);

    /** The length of the current token's text. */
    protected abstract int tokenTextLength();

    /** Reads the rest of the current string token, so that {@link #location()} is just past it. */
    protected abstract void finishToken();

    /** Whether locations count bytes (byte input), rather than characters. */
    protected abstract boolean countsBytes();

    /** Whether the innermost open structure is an array, or an object. */
    protected abstract boolean inArray();

    protected abstract boolean inObject();

    /** Closes the Jackson parser and, for a parser that owns it, the input. */
    protected abstract void closeInput();

    // ---- For subclasses ----

    /** Starts on the token a caller's Jackson parser already sits on, at its nesting depth. */
    protected final void startAt(int tokenId, int nestingDepth) {
        current = event(tokenId);
        depth = nestingDepth;
    }

    /**
     * Counts the value at the current event as read by the caller's Jackson code: a structure ends here, so
     * the next event is the one after it, and a scalar is simply the current event.
     */
    protected final void countValueAsRead() {
        if (pending >= 0 || heldToken >= 0) {
            throw new IllegalStateException("The parser has already read past the current value: hasNext() reads"
                    + " ahead, so call next() without it before handing the value over");
        }
        if (current == null) {
            throw new IllegalStateException("No current value: call next() first");
        }
        switch (current) {
            case START_OBJECT:
                current = Event.END_OBJECT;
                depth--;
                break;
            case START_ARRAY:
                current = Event.END_ARRAY;
                depth--;
                break;
            case KEY_NAME:
            case END_OBJECT:
            case END_ARRAY:
                throw new IllegalStateException("No value starts at " + current);
            default:
                break;
        }
    }

    /** A number JSON-P cannot represent, such as {@code 1e99999999999}, which Jackson reports with a bare exception. */
    protected final JsonParsingException outOfRange(NumberFormatException e) {
        return outOfRange(e, tokenLocation());
    }

    private static JsonParsingException outOfRange(NumberFormatException e, JsonLocation where) {
        return new JsonParsingException("Number cannot be represented: " + e.getMessage() + " at " + where, e, where);
    }

    // ---- JSON-P ----

    @Override
    public boolean hasNext() {
        if (depth > 0) {
            // Kept small, so that a caller's loop compiles it inline.
            if (pending < 0) {
                lookAhead();
            }
            return true;
        }
        return hasNextAtRoot();
    }

    private boolean hasNextAtRoot() {
        if (current == null && !sequence) {
            // Like other providers: the first next() reports an empty document as a parsing error.
            return true;
        }
        if (pending < 0) {
            if (ended) {
                return false;
            }
            if (current != null && current != Event.END_OBJECT && current != Event.END_ARRAY) {
                hold();
            }
            pending = nextTokenId();
            if (pending == END_OF_INPUT) {
                pending = -1;
                ended = true;
                return false;
            }
        }
        if (strictRoot && !sequence && current != null) {
            throw ParseFailures.at("Unexpected " + describe(pending) + " after the root value; a JSON text holds one value",
                    tokenLocation());
        }
        return true;
    }

    /** Inside a structure: reads the next token, which must exist, keeping the current scalar first. */
    private void lookAhead() {
        Event e = current;
        if (e == Event.KEY_NAME || e == Event.VALUE_STRING) {
            // hold()'s own branch for these, kept here: most events are keys and strings, and calling hold()
            // for them measured 0.82 of this on SEARCH_1000 (jackson-core 2.21.8, 3 alternated rounds)
            heldToken = STRING;
            if (heldText == null) {
                heldText = tokenText();
            }
        } else if (e != Event.START_OBJECT && e != Event.START_ARRAY && e != Event.END_OBJECT && e != Event.END_ARRAY) {
            hold();
        }
        int token = nextTokenId();
        if (token == END_OF_INPUT) {
            // Jackson reports this itself; a token source that does not still gets the same answer.
            throw ParseFailures.at("Unexpected end of input inside an array or object", location());
        }
        pending = token;
    }

    /**
     * Once {@link #hasNext()} has read ahead, whether the current event is in an array, told from the two events:
     * Jackson's context is the next token's by then. A value after a scalar or an end is an array's next element.
     */
    private boolean pendingInArray() {
        switch (current) {
            case START_ARRAY:
                return true;
            case START_OBJECT:
            case KEY_NAME:
                return false;
            default:
                return pending != NAME && pending != END_OBJECT;
        }
    }

    /** Keeps the current name or scalar, which Jackson forgets once it reads on. */
    private void hold() {
        int token = currentTokenId();
        heldToken = token;
        if ((taken & TAKEN_DECIMAL) == 0) {
            heldDecimal = null;
        }
        if (token == STRING || token == NAME) {
            if (heldText == null) {
                heldText = tokenText();
            }
            return;
        }
        heldText = null;
        if (token == NUMBER_FLOAT) {
            heldChars = copyTokenText(heldChars);
            heldLength = tokenTextLength();
        } else if (token == NUMBER_INT) {
            if ((taken & TAKEN_LONG) == 0) {
                heldKind = numberKind();
                if (heldKind == KIND_BIG) {
                    heldText = tokenText();
                    return;
                }
                heldLong = heldKind == KIND_INT ? intValue() : longValue();
            }
            if (heldLong == 0 && tokenTextLength() == 2) {
                heldText = "-0"; // a valid integer whose text a long does not keep
            }
        }
    }

    @Override
    public Event next() {
        if (depth > 0) {
            // Inside a structure, the common case: an event is one token, read now or by hasNext(), and two
            // table look-ups. This path is most of a parse.
            int token = pending;
            if (token < 0) {
                token = nextTokenId();
            } else {
                pending = -1;
                heldToken = -1;
            }
            heldText = null;
            taken = 0;
            Event event = event(token);
            depth += DEPTH_CHANGE[token];
            return current = event;
        }
        return nextAtRoot();
    }

    /** At the root: the first event, or the look-ahead that rejects trailing content. */
    private Event nextAtRoot() {
        int token = pending;
        if (token < 0) {
            if (depth == 0 && current != null) {
                // A root value is complete: hasNext() looks ahead, and rejects trailing content.
                if (!hasNext()) {
                    throw new NoSuchElementException("No more events: the JSON text has ended");
                }
                token = pending;
            } else {
                token = nextTokenId();
            }
        }
        pending = -1;
        heldToken = -1;
        heldText = null;
        taken = 0;
        Event event = event(token);
        depth += DEPTH_CHANGE[token];
        return current = event;
    }

    @Override
    public Event currentEvent() {
        return current;
    }

    @Override
    public String getString() {
        if (current != Event.KEY_NAME && current != Event.VALUE_STRING && current != Event.VALUE_NUMBER) {
            throw new IllegalStateException("getString() needs KEY_NAME, VALUE_STRING or VALUE_NUMBER, not " + current);
        }
        if (heldToken >= 0) {
            return heldText != null ? heldText
                    : heldToken == NUMBER_FLOAT ? new String(heldChars, 0, heldLength) : Long.toString(heldLong);
        }
        // kept, so that hasNext() need not ask Jackson again
        return heldText = tokenText();
    }

    @Override
    public boolean isIntegralNumber() {
        requireNumber("isIntegralNumber()");
        if (heldToken >= 0) {
            return heldToken == NUMBER_INT || heldDecimal().scale() == 0;
        }
        return currentTokenId() == NUMBER_INT || decimal().scale() == 0;
    }

    @Override
    public int getInt() {
        requireNumber("getInt()");
        if (heldToken >= 0) {
            return heldToken == NUMBER_INT && heldKind == KIND_INT ? (int) heldLong : integral(heldDecimal()).intValue();
        }
        if (currentTokenId() == NUMBER_INT && numberKind() == KIND_INT) {
            int value = intValue();
            take(KIND_INT, value);
            return value;
        }
        return integral(decimal()).intValue();
    }

    @Override
    public long getLong() {
        requireNumber("getLong()");
        if (heldToken >= 0) {
            return heldToken == NUMBER_INT && heldKind != KIND_BIG ? heldLong : integral(heldDecimal()).longValue();
        }
        int kind;
        if (currentTokenId() == NUMBER_INT && (kind = numberKind()) != KIND_BIG) {
            long value = longValue();
            take(kind, value);
            return value;
        }
        return integral(decimal()).longValue();
    }

    @Override
    public BigDecimal getBigDecimal() {
        requireNumber("getBigDecimal()");
        if (heldToken >= 0) {
            return heldDecimal();
        }
        return decimal();
    }

    /**
     * Just past the current event, as the javadoc asks. Jackson's own location has usually read on: past the
     * colon after a name, into a string it has not decoded yet. So a name's end is counted from its start
     * (exact for names written without needless escapes), and a string is decoded first. Once
     * {@link #hasNext()} has read ahead, this is where reading got to.
     */
    @Override
    public JsonLocation getLocation() {
        if (pending < 0 && heldToken < 0) {
            if (current == Event.KEY_NAME) {
                return nameEnd();
            }
            if (current == Event.VALUE_STRING) {
                try {
                    finishToken();
                } catch (JsonException e) {
                    // The string is broken: next() or getString() reports it; the location stays as read.
                }
            }
        }
        return location();
    }

    private JsonLocation nameEnd() {
        JsonLocation start = tokenLocation();
        if (!(start instanceof Location) || start.getStreamOffset() < 0) {
            return location();
        }
        String name = memberName();
        boolean bytes = countsBytes();
        long length = 2; // the quotes
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '"' || c == '\\') {
                length += 2;
            } else if (c < 0x20) {
                length += c == '\b' || c == '\f' || c == '\n' || c == '\r' || c == '\t' ? 2 : 6;
            } else if (!bytes || c < 0x80) {
                length += 1;
            } else if (c < 0x800) {
                length += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < name.length()
                    && Character.isLowSurrogate(name.charAt(i + 1))) {
                length += 4;
                i++;
            } else {
                // UTF-8 holds no lone surrogate, so the text had an escape for it.
                length += Character.isSurrogate(c) ? 6 : 3;
            }
        }
        return ((Location) start).shifted(length);
    }

    /** Where the current event's token starts, which {@link #getLocation()} (just past it) does not tell. */
    final JsonLocation eventStart() {
        return pending < 0 && heldToken < 0 ? tokenLocation() : location();
    }

    @Override
    public JsonObject getObject() {
        if (current != Event.START_OBJECT) {
            throw new IllegalStateException("getObject() needs START_OBJECT, not " + current);
        }
        return readObject();
    }

    @Override
    public JsonArray getArray() {
        if (current != Event.START_ARRAY) {
            throw new IllegalStateException("getArray() needs START_ARRAY, not " + current);
        }
        return readArray();
    }

    @Override
    public JsonValue getValue() {
        if (current == null || current == Event.END_OBJECT || current == Event.END_ARRAY) {
            throw new IllegalStateException("getValue() is not possible at " + current);
        }
        switch (current) {
            case START_OBJECT:
                return readObject();
            case START_ARRAY:
                return readArray();
            case KEY_NAME:
                return JsonValues.string(getString());
            default:
                return heldToken >= 0 ? heldValue() : scalarValue(currentTokenId());
        }
    }

    @Override
    public Stream<JsonValue> getArrayStream() {
        if (current != Event.START_ARRAY) {
            throw new IllegalStateException("getArrayStream() needs START_ARRAY, not " + current);
        }
        return ParserStreams.arrayStream(this);
    }

    @Override
    public Stream<Map.Entry<String, JsonValue>> getObjectStream() {
        if (current != Event.START_OBJECT) {
            throw new IllegalStateException("getObjectStream() needs START_OBJECT, not " + current);
        }
        return ParserStreams.objectStream(this);
    }

    @Override
    public Stream<JsonValue> getValueStream() {
        if (depth > 0) {
            throw new IllegalStateException("getValueStream() reads root values; the parser is inside " + current);
        }
        sequence = true;
        return ParserStreams.valueStream(this);
    }

    @Override
    public void skipArray() {
        if (depth > 0 && (pending < 0 ? inArray() : pendingInArray())) {
            skipToEndOfContext(Event.END_ARRAY);
        }
    }

    @Override
    public void skipObject() {
        if (depth > 0 && (pending < 0 ? inObject() : !pendingInArray())) {
            skipToEndOfContext(Event.END_OBJECT);
        }
    }

    @Override
    public void close() {
        closeInput();
    }

    private void skipToEndOfContext(Event end) {
        int open = 1;
        while (true) {
            int t = takeToken();
            if (t == END_OF_INPUT) {
                throw ParseFailures.at("Unexpected end of input while skipping", location());
            }
            if (t == START_OBJECT || t == START_ARRAY) {
                open++;
            } else if ((t == END_OBJECT || t == END_ARRAY) && --open == 0) {
                break;
            }
        }
        depth--;
        current = end;
    }

    /** The token read ahead, if any, else the next one: for the readers that consume a structure whole. */
    private int takeToken() {
        int token = pending;
        if (token < 0) {
            return nextTokenId();
        }
        pending = -1;
        heldToken = -1;
        return token;
    }

    private JsonObject readObject() {
        JsonObjectBuilder builder = JsonValues.objectBuilder(settings);
        int t = takeToken();
        for (; t == NAME; t = nextTokenId()) {
            String name = memberName();
            builder.add(name, readValue(nextTokenId()));
        }
        finishStructure(t, END_OBJECT);
        return builder.build();
    }

    private JsonArray readArray() {
        JsonArrayBuilder builder = JsonValues.arrayBuilder(settings);
        for (int t = takeToken(); ; t = nextTokenId()) {
            if (t == END_ARRAY || t == END_OF_INPUT) {
                finishStructure(t, END_ARRAY);
                return builder.build();
            }
            builder.add(readValue(t));
        }
    }

    private void finishStructure(int last, int expected) {
        if (last != expected) {
            throw ParseFailures.at("Unexpected end of input: expected " + EVENTS[expected], location());
        }
        depth--;
        current = EVENTS[last];
    }

    /** Reads one nested value; recursion is bounded by the nesting-depth limit Jackson enforces. */
    private JsonValue readValue(int t) {
        switch (t) {
            case END_OF_INPUT:
                throw ParseFailures.at("Unexpected end of input: expected a JSON value", location());
            case START_OBJECT:
                depth++;
                return readObject();
            case START_ARRAY:
                depth++;
                return readArray();
            default:
                return scalarValue(t);
        }
    }

    private JsonValue scalarValue(int token) {
        switch (token) {
            case STRING:
                return JsonValues.string(tokenText());
            case NUMBER_INT:
                switch (numberKind()) {
                    case KIND_INT:
                        return JsonValues.number(intValue());
                    case KIND_LONG:
                        return JsonValues.number(longValue());
                    default:
                        return JsonValues.number(bigIntegerValue(), settings.maxBigIntegerScale());
                }
            case NUMBER_FLOAT:
                return JsonValues.number(decimal(), settings.maxBigIntegerScale());
            case TRUE:
                return JsonValue.TRUE;
            case FALSE:
                return JsonValue.FALSE;
            case NULL:
                return JsonValue.NULL;
            default:
                throw ParseFailures.at("Unexpected " + describe(token), location());
        }
    }

    /** A held number as a decimal, from the text Jackson read; the same value its own parse gives. */
    private BigDecimal heldDecimal() {
        if (heldToken == NUMBER_INT && heldKind != KIND_BIG) {
            return BigDecimal.valueOf(heldLong);
        }
        if (heldDecimal != null) {
            return heldDecimal;
        }
        try {
            return heldDecimal = heldToken == NUMBER_FLOAT ? new BigDecimal(heldChars, 0, heldLength) : new BigDecimal(heldText);
        } catch (NumberFormatException e) {
            throw outOfRange(e, location());
        }
    }

    private JsonValue heldValue() {
        switch (heldToken) {
            case STRING:
                return JsonValues.string(heldText);
            case NUMBER_INT:
                switch (heldKind) {
                    case KIND_INT:
                        return JsonValues.number((int) heldLong);
                    case KIND_LONG:
                        return JsonValues.number(heldLong);
                    default:
                        return JsonValues.number(new BigInteger(heldText), settings.maxBigIntegerScale());
                }
            case NUMBER_FLOAT:
                return JsonValues.number(heldDecimal(), settings.maxBigIntegerScale());
            case TRUE:
                return JsonValue.TRUE;
            case FALSE:
                return JsonValue.FALSE;
            default:
                return JsonValue.NULL;
        }
    }

    private void take(int kind, long value) {
        heldKind = kind;
        heldLong = value;
        taken |= TAKEN_LONG;
    }

    private BigDecimal decimal() {
        try {
            BigDecimal value = decimalValue();
            heldDecimal = value;
            taken |= TAKEN_DECIMAL;
            return value;
        } catch (NumberFormatException e) {
            throw outOfRange(e);
        }
    }

    /** Refuses integer conversion of numbers like {@code 1e1000000}, which would take minutes. */
    private BigDecimal integral(BigDecimal value) {
        if (Math.abs((long) value.scale()) > settings.maxBigIntegerScale()) {
            throw ParseFailures.at("Number scale " + value.scale() + " exceeds the limit of "
                    + settings.maxBigIntegerScale() + " for integer conversion, set by "
                    + JsonpConfig.MAX_BIG_INTEGER_SCALE, tokenLocation());
        }
        return value;
    }

    private void requireNumber(String method) {
        if (current != Event.VALUE_NUMBER) {
            throw new IllegalStateException(method + " needs VALUE_NUMBER, not " + current);
        }
    }

    private Event event(int token) {
        Event e = eventOf(token);
        if (e == null) {
            if (token == END_OF_INPUT) {
                throw ParseFailures.at("Unexpected end of input: expected a JSON value", location());
            }
            throw new JsonException("Jackson token id " + token + " has no JSON-P event");
        }
        return e;
    }

    private static String describe(int token) {
        return token == END_OF_INPUT ? "end of input" : token == START_OBJECT ? "'{'" : token == START_ARRAY ? "'['"
                : token == NAME ? "key" : "value";
    }
}
