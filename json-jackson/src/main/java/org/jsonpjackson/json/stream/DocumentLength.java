package org.jsonpjackson.json.stream;

import com.fasterxml.jackson.core.exc.StreamConstraintsException;

import java.io.FilterInputStream;
import java.io.FilterReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;

/**
 * The document length limit, for a jackson-core older than 2.16, which cannot enforce it.
 *
 * <p>It fails the way Jackson 2.16 and later do, so that a limit behaves the same on every Jackson: Jackson
 * checks what it has consumed each time it asks for more input, so a document is rejected once more than
 * the limit has been read and the parser still wants more. Input past the limit that arrived in the same
 * read is parsed first; the next read fails. The error is Jackson's own {@link StreamConstraintsException}
 * with Jackson's wording, which the parser reports as it reports Jackson's, naming the setting.
 */
final class DocumentLength {

    private DocumentLength() {
    }

    static StreamConstraintsException exceeded(long length, long max) {
        return new StreamConstraintsException("Document length (" + length + ") exceeds the maximum allowed ("
                + max + ", from `StreamReadConstraints.getMaxDocumentLength()`)");
    }

    static final class OfBytes extends FilterInputStream {
        private final long max;
        private long read;

        OfBytes(InputStream in, long max) {
            super(in);
            this.max = max;
        }

        @Override
        public int read() throws IOException {
            check();
            int b = in.read();
            if (b >= 0) {
                read++;
            }
            return b;
        }

        @Override
        public int read(byte[] buf, int off, int len) throws IOException {
            check();
            int n = in.read(buf, off, len);
            if (n > 0) {
                read += n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            check();
            long skipped = in.skip(n);
            read += Math.max(0, skipped);
            return skipped;
        }

        @Override
        public boolean markSupported() {
            return false;
        }

        private void check() throws StreamConstraintsException {
            if (read > max) {
                throw exceeded(read, max);
            }
        }
    }

    static final class OfChars extends FilterReader {
        private final long max;
        private long read;

        OfChars(Reader in, long max) {
            super(in);
            this.max = max;
        }

        @Override
        public int read() throws IOException {
            check();
            int c = in.read();
            if (c >= 0) {
                read++;
            }
            return c;
        }

        @Override
        public int read(char[] buf, int off, int len) throws IOException {
            check();
            int n = in.read(buf, off, len);
            if (n > 0) {
                read += n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            check();
            long skipped = in.skip(n);
            read += Math.max(0, skipped);
            return skipped;
        }

        @Override
        public boolean markSupported() {
            return false;
        }

        private void check() throws StreamConstraintsException {
            if (read > max) {
                throw exceeded(read, max);
            }
        }
    }
}
