package org.jsonpjackson.bench.generate;

import com.fasterxml.jackson.core.JsonFactory;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The generate alternatives. Each replays a {@link Script} into a reused byte buffer, one generator per
 * JSON text and a newline after each text of NDJSON (as opensearch-java writes a bulk body), and returns
 * the number of bytes written. The agreement test checks the bytes themselves: every alternative must
 * reproduce the payload exactly.
 */
final class Writers {

    private final JsonFactory jackson;
    private final JsonProvider ours;
    private final JsonProvider parsson;
    private final tools.jackson.core.json.JsonFactory jackson3;
    private final JsonProvider ours3;

    Writers(JsonFactory jackson, JsonProvider ours, JsonProvider parsson, tools.jackson.core.json.JsonFactory jackson3,
            JsonProvider ours3) {
        this.jackson = jackson;
        this.ours = ours;
        this.parsson = parsson;
        this.jackson3 = jackson3;
        this.ours3 = ours3;
    }

    /** Raw Jackson 3 replaying the script, the floor of the Jackson 3 provider. */
    int jackson3(Script s, ByteArrayOutputStream out, boolean ndjson) {
        out.reset();
        int si = 0;
        int li = 0;
        int di = 0;
        tools.jackson.core.ObjectWriteContext context = tools.jackson.core.ObjectWriteContext.empty();
        tools.jackson.core.JsonGenerator g = jackson3.createGenerator(context, out);
        byte[] ops = s.ops;
        for (int i = 0; i < ops.length; i++) {
            byte op = ops[i];
            switch (op) {
                case Script.START_OBJECT: g.writeStartObject(); break;
                case Script.END_OBJECT: g.writeEndObject(); break;
                case Script.START_ARRAY: g.writeStartArray(); break;
                case Script.END_ARRAY: g.writeEndArray(); break;
                case Script.KEY: g.writeName(s.strings[si++]); break;
                case Script.STRING: g.writeString(s.strings[si++]); break;
                case Script.LONG: g.writeNumber(s.longs[li++]); break;
                case Script.DECIMAL: g.writeNumber(s.decimals[di++]); break;
                case Script.TRUE: g.writeBoolean(true); break;
                case Script.FALSE: g.writeBoolean(false); break;
                case Script.NULL: g.writeNull(); break;
                case Script.END_DOCUMENT:
                    g.close();
                    if (ndjson) {
                        out.write('\n');
                    }
                    if (i + 1 < ops.length) {
                        g = jackson3.createGenerator(context, out);
                    }
                    break;
                default: throw new IllegalStateException("op " + op);
            }
        }
        return out.size();
    }

    int ours3(Script s, ByteArrayOutputStream out, boolean ndjson) {
        return jsonp(ours3, s, out, ndjson);
    }

    int jackson(Script s, ByteArrayOutputStream out, boolean ndjson) {
        out.reset();
        int si = 0;
        int li = 0;
        int di = 0;
        try {
            com.fasterxml.jackson.core.JsonGenerator g = jackson.createGenerator(out);
            byte[] ops = s.ops;
            for (int i = 0; i < ops.length; i++) {
                byte op = ops[i];
                switch (op) {
                    case Script.START_OBJECT: g.writeStartObject(); break;
                    case Script.END_OBJECT: g.writeEndObject(); break;
                    case Script.START_ARRAY: g.writeStartArray(); break;
                    case Script.END_ARRAY: g.writeEndArray(); break;
                    case Script.KEY: g.writeFieldName(s.strings[si++]); break;
                    case Script.STRING: g.writeString(s.strings[si++]); break;
                    case Script.LONG: g.writeNumber(s.longs[li++]); break;
                    case Script.DECIMAL: g.writeNumber(s.decimals[di++]); break;
                    case Script.TRUE: g.writeBoolean(true); break;
                    case Script.FALSE: g.writeBoolean(false); break;
                    case Script.NULL: g.writeNull(); break;
                    case Script.END_DOCUMENT:
                        g.close();
                        if (ndjson) {
                            out.write('\n');
                        }
                        if (i + 1 < ops.length) {
                            g = jackson.createGenerator(out);
                        }
                        break;
                    default: throw new IllegalStateException("op " + op);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.size();
    }

    int ours(Script s, ByteArrayOutputStream out, boolean ndjson) {
        return jsonp(ours, s, out, ndjson);
    }

    int parsson(Script s, ByteArrayOutputStream out, boolean ndjson) {
        return jsonp(parsson, s, out, ndjson);
    }

    private static int jsonp(JsonProvider provider, Script s, ByteArrayOutputStream out, boolean ndjson) {
        out.reset();
        int si = 0;
        int li = 0;
        int di = 0;
        JsonGenerator g = provider.createGenerator(out);
        byte[] ops = s.ops;
        for (int i = 0; i < ops.length; i++) {
            byte op = ops[i];
            switch (op) {
                case Script.START_OBJECT: g.writeStartObject(); break;
                case Script.START_ARRAY: g.writeStartArray(); break;
                case Script.END_OBJECT:
                case Script.END_ARRAY: g.writeEnd(); break;
                case Script.KEY: g.writeKey(s.strings[si++]); break;
                case Script.STRING: g.write(s.strings[si++]); break;
                case Script.LONG: g.write(s.longs[li++]); break;
                case Script.DECIMAL: g.write(s.decimals[di++]); break;
                case Script.TRUE: g.write(true); break;
                case Script.FALSE: g.write(false); break;
                case Script.NULL: g.writeNull(); break;
                case Script.END_DOCUMENT:
                    g.close();
                    if (ndjson) {
                        out.write('\n');
                    }
                    // A generator left open would keep its pooled buffer: open the next one only if needed.
                    if (i + 1 < ops.length) {
                        g = provider.createGenerator(out);
                    }
                    break;
                default: throw new IllegalStateException("op " + op);
            }
        }
        return out.size();
    }
}
