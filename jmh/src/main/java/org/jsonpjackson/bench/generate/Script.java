package org.jsonpjackson.bench.generate;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonParser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A payload recorded as write calls, so every generator replays the same calls with the same values and
 * the benchmark measures writing only, not reading. Values sit in flat arrays, in call order.
 */
final class Script {

    static final byte START_OBJECT = 0;
    static final byte END_OBJECT = 1;
    static final byte START_ARRAY = 2;
    static final byte END_ARRAY = 3;
    static final byte KEY = 4;
    static final byte STRING = 5;
    static final byte LONG = 6;
    static final byte DECIMAL = 7;
    static final byte TRUE = 8;
    static final byte FALSE = 9;
    static final byte NULL = 10;
    /** Ends one JSON text; NDJSON payloads hold several. */
    static final byte END_DOCUMENT = 11;

    final byte[] ops;
    final String[] strings;
    final long[] longs;
    final BigDecimal[] decimals;

    private Script(byte[] ops, String[] strings, long[] longs, BigDecimal[] decimals) {
        this.ops = ops;
        this.strings = strings;
        this.longs = longs;
        this.decimals = decimals;
    }

    static Script record(List<byte[]> documents) {
        JsonFactory factory = new JsonFactory();
        byte[] ops = new byte[1024];
        int n = 0;
        List<String> strings = new ArrayList<>();
        List<Long> longs = new ArrayList<>();
        List<BigDecimal> decimals = new ArrayList<>();
        try {
            for (byte[] doc : documents) {
                try (JsonParser p = factory.createParser(doc)) {
                    JsonToken t;
                    while ((t = p.nextToken()) != null) {
                        byte op;
                        switch (t) {
                            case START_OBJECT: op = START_OBJECT; break;
                            case END_OBJECT: op = END_OBJECT; break;
                            case START_ARRAY: op = START_ARRAY; break;
                            case END_ARRAY: op = END_ARRAY; break;
                            case FIELD_NAME: op = KEY; strings.add(p.currentName()); break;
                            case VALUE_STRING: op = STRING; strings.add(p.getText()); break;
                            case VALUE_NUMBER_INT: op = LONG; longs.add(p.getLongValue()); break;
                            case VALUE_NUMBER_FLOAT: op = DECIMAL; decimals.add(p.getDecimalValue()); break;
                            case VALUE_TRUE: op = TRUE; break;
                            case VALUE_FALSE: op = FALSE; break;
                            case VALUE_NULL: op = NULL; break;
                            default: throw new IllegalStateException("Unexpected token " + t);
                        }
                        if (n == ops.length) {
                            ops = Arrays.copyOf(ops, n * 2);
                        }
                        ops[n++] = op;
                    }
                }
                if (n == ops.length) {
                    ops = Arrays.copyOf(ops, n * 2);
                }
                ops[n++] = END_DOCUMENT;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Script(Arrays.copyOf(ops, n), strings.toArray(new String[0]),
                longs.stream().mapToLong(Long::longValue).toArray(), decimals.toArray(new BigDecimal[0]));
    }
}
