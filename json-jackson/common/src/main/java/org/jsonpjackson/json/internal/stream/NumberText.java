package org.jsonpjackson.json.internal.stream;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * A number's text, handed to Jackson as a raw value that copies itself into Jackson's output buffer in one step.
 *
 * <p>Why: Jackson writes a {@code BigDecimal} through {@code writeRaw(String)}, which copies the text into a char
 * buffer and then encodes it to bytes one char at a time; Parsson copies whole runs of chars and encodes them in
 * bulk, and so wrote number-heavy documents (coordinates) faster than raw Jackson. A number's text is ASCII, so
 * its bytes are its chars' low bytes, copied straight out of the string into Jackson's buffer.
 *
 * <p>Each Jackson line's generator keeps one instance, set before each value: Jackson reads it during the call
 * and keeps nothing. Its methods are exactly those of both Jackson lines' {@code SerializableString}, so each line
 * declares a subclass that implements its interface with no code of its own. A number is never quoted, so the
 * quoting methods are refused; only what {@code writeRawValue} calls is used.
 */
public abstract class NumberText {

    private String text;

    /** Holds {@code ascii}, a number's text, until the next call. */
    public final void hold(String ascii) {
        this.text = ascii;
    }

    public final String getValue() {
        return text;
    }

    public final int charLength() {
        return text.length();
    }

    public final int appendUnquotedUTF8(byte[] buffer, int offset) {
        String ascii = text;
        int length = ascii.length();
        if (offset + length > buffer.length) {
            return -1;
        }
        // Straight from the string, char by char: on a Latin-1 string charAt is a byte load, where getChars first
        // widened the text into a scratch array that then had to be narrowed again (a third of the time longer).
        for (int i = 0; i < length; i++) {
            buffer[offset + i] = (byte) ascii.charAt(i); // ASCII: the byte is the char
        }
        return length;
    }

    public final int appendUnquoted(char[] buffer, int offset) {
        int length = text.length();
        if (offset + length > buffer.length) {
            return -1;
        }
        text.getChars(0, length, buffer, offset);
        return length;
    }

    public final byte[] asUnquotedUTF8() {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    public final int writeUnquotedUTF8(OutputStream out) throws IOException {
        byte[] bytes = asUnquotedUTF8();
        out.write(bytes);
        return bytes.length;
    }

    public final int putUnquotedUTF8(ByteBuffer buffer) {
        int length = text.length();
        if (length > buffer.remaining()) {
            return -1;
        }
        buffer.put(asUnquotedUTF8());
        return length;
    }

    public final char[] asQuotedChars() {
        throw quoted();
    }

    public final byte[] asQuotedUTF8() {
        throw quoted();
    }

    public final int appendQuotedUTF8(byte[] buffer, int offset) {
        throw quoted();
    }

    public final int appendQuoted(char[] buffer, int offset) {
        throw quoted();
    }

    public final int writeQuotedUTF8(OutputStream out) {
        throw quoted();
    }

    public final int putQuotedUTF8(ByteBuffer buffer) {
        throw quoted();
    }

    private UnsupportedOperationException quoted() {
        return new UnsupportedOperationException("a number's text is written raw, never quoted: " + text);
    }

    @Override
    public final String toString() {
        return text;
    }
}
