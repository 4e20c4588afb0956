package org.jsonpjackson.json.jackson2.internal.stream;

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

    /** What has been read so far, against the limit; shared by the byte and the character view. */
    private static final class Budget {
        private final long max;
        private long read;

        Budget(long max) {
            this.max = max;
        }

        /** Fails when more than the limit has been read and more is asked for. */
        void check() throws StreamConstraintsException {
            if (read > max) {
                throw new StreamConstraintsException("Document length (" + read + ") exceeds the maximum allowed ("
                        + max + ", from `StreamReadConstraints.getMaxDocumentLength()`)");
            }
        }

        /** Counts what a read or skip returned (-1 at the end counts nothing), and returns it. */
        int counted(int n) {
            read += Math.max(0, n);
            return n;
        }

        long counted(long n) {
            read += Math.max(0, n);
            return n;
        }
    }

    static final class OfBytes extends FilterInputStream {
        private final Budget budget;

        OfBytes(InputStream in, long max) {
            super(in);
            this.budget = new Budget(max);
        }

        @Override
        public int read() throws IOException {
            budget.check();
            int b = in.read();
            budget.counted(b < 0 ? 0 : 1);
            return b;
        }

        @Override
        public int read(byte[] buf, int off, int len) throws IOException {
            budget.check();
            return budget.counted(in.read(buf, off, len));
        }

        @Override
        public long skip(long n) throws IOException {
            budget.check();
            return budget.counted(in.skip(n));
        }

        @Override
        public boolean markSupported() {
            return false;
        }
    }

    static final class OfChars extends FilterReader {
        private final Budget budget;

        OfChars(Reader in, long max) {
            super(in);
            this.budget = new Budget(max);
        }

        @Override
        public int read() throws IOException {
            budget.check();
            int c = in.read();
            budget.counted(c < 0 ? 0 : 1);
            return c;
        }

        @Override
        public int read(char[] buf, int off, int len) throws IOException {
            budget.check();
            return budget.counted(in.read(buf, off, len));
        }

        @Override
        public long skip(long n) throws IOException {
            budget.check();
            return budget.counted(in.skip(n));
        }

        @Override
        public boolean markSupported() {
            return false;
        }
    }
}
