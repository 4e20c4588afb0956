package org.jsonpjackson.json.patch;

import jakarta.json.JsonValue;

import java.util.Arrays;

/**
 * The fewest element additions, removals and replacements that turn one array into another: an edit distance
 * over JSON values, found in a diagonal band of the edit matrix.
 *
 * <p>The common start and end of the arrays are set aside first, so appends, truncations and edits in one
 * place cost time in proportion to the arrays' length. For the rest, the band starts narrow and doubles until
 * it provably holds a cheapest alignment: a path that leaves a band of half-width {@code p} around the
 * diagonals between (0, 0) and (N, M) takes at least {@code |N - M| + 2p + 2} additions and removals, so a
 * cost within {@code |N - M| + 2p + 1} found inside the band is the least (Ukkonen's cut-off). The work is
 * then about N times the number of edits, rather than N times M.
 *
 * <p>The band never exceeds {@link #MAX_CELLS} cells; an alignment that needs more is not attempted, and the
 * caller replaces the whole array instead.
 *
 * <p>Costs: one for an addition or a removal, one for replacing a value by one of the same kind (a scalar
 * by a scalar, an object by an object, an array by an array: the diff recurses into those), and two for
 * replacing one kind by another, as much as a removal and an addition. That keeps equal elements aligned
 * rather than carrying whole structures in replacements. On arrays of scalars the cost is exactly the
 * number of operations, and the count is minimal. Among equally cheap alignments, a replacement is taken
 * before a removal, and a removal before an addition.
 */
final class ArrayAlignment {

    /** The most edit-matrix cells an alignment may use: about 4 MB, and a few milliseconds. */
    static final int MAX_CELLS = 4_000_000;

    static final byte KEEP = 0;
    static final byte REPLACE = 1;
    static final byte REMOVE = 2;
    static final byte ADD = 3;

    private static final int FIRST_PAD = 8;
    private static final int UNREACHABLE = Integer.MAX_VALUE / 2;

    private final JsonValue[] source;
    private final JsonValue[] target;
    private final int start;
    private final int rows;
    private final int cols;
    private int[] sourceHashes;
    private int[] targetHashes;

    private ArrayAlignment(JsonValue[] source, JsonValue[] target) {
        this.source = source;
        this.target = target;
        int n = source.length;
        int m = target.length;
        int prefix = 0;
        while (prefix < n && prefix < m && source[prefix].equals(target[prefix])) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < n - prefix && suffix < m - prefix && source[n - 1 - suffix].equals(target[m - 1 - suffix])) {
            suffix++;
        }
        this.start = prefix;
        this.rows = n - prefix - suffix;
        this.cols = m - prefix - suffix;
    }

    /**
     * The edits from the end of both arrays to their start, as triples (kind, source index, target index),
     * an index being -1 where the kind has none; or null if the alignment would exceed {@link #MAX_CELLS}.
     * In this order each replacement and removal refers to a source index that no earlier edit has moved.
     */
    static int[] align(JsonValue[] source, JsonValue[] target) {
        return new ArrayAlignment(source, target).edits();
    }

    private int[] edits() {
        Edits edits = new Edits();
        if (rows == 0 || cols == 0) {
            for (int i = rows - 1; i >= 0; i--) {
                edits.add(REMOVE, start + i, -1);
            }
            for (int j = cols - 1; j >= 0; j--) {
                edits.add(ADD, -1, start + j);
            }
            return edits.toArray();
        }
        sourceHashes = hashes(source, rows);
        targetHashes = hashes(target, cols);
        int delta = cols - rows;
        int pad = FIRST_PAD;
        int triedPad = -1;
        while (true) {
            int lo = Math.max(-rows, Math.min(0, delta) - pad);
            int hi = Math.min(cols, Math.max(0, delta) + pad);
            if ((long) (rows + 1) * (hi - lo + 1) > MAX_CELLS) {
                // The widest band within the budget, once; if that was tried already, or nothing fits, give up.
                long fitting = Math.floorDiv(MAX_CELLS / (rows + 1) - 1 - Math.abs((long) delta), 2L);
                if (fitting <= triedPad) {
                    return null;
                }
                pad = (int) fitting;
                continue;
            }
            Band band = new Band(lo, hi);
            int cost = band.fill();
            boolean wholeMatrix = lo == -rows && hi == cols;
            if (wholeMatrix || cost <= Math.abs((long) delta) + 2L * pad + 1) {
                band.trace(edits);
                return edits.toArray();
            }
            triedPad = pad;
            pad = pad > Integer.MAX_VALUE / 4 ? Integer.MAX_VALUE / 2 : pad * 2;
        }
    }

    private int[] hashes(JsonValue[] values, int count) {
        int[] hashes = new int[count];
        for (int i = 0; i < count; i++) {
            hashes[i] = values[start + i].hashCode();
        }
        return hashes;
    }

    /** The edit matrix between the diagonals {@code lo} and {@code hi}: cell (i, j) is at column j - i - lo. */
    private final class Band {
        private final int lo;
        private final int width;
        private final byte[] moves;

        Band(int lo, int hi) {
            this.lo = lo;
            this.width = hi - lo + 1;
            this.moves = new byte[(rows + 1) * width];
        }

        /** Fills the band row by row, keeping two rows of costs; returns the cost at (rows, cols). */
        int fill() {
            int[] previous = new int[width];
            int[] current = new int[width];
            for (int k = 0; k < width; k++) {
                int j = lo + k;
                previous[k] = j < 0 || j > cols ? UNREACHABLE : j;
                moves[k] = ADD;
            }
            for (int i = 1; i <= rows; i++) {
                int row = i * width;
                JsonValue from = source[start + i - 1];
                int fromHash = sourceHashes[i - 1];
                for (int k = 0; k < width; k++) {
                    int j = i + lo + k;
                    if (j < 0 || j > cols) {
                        current[k] = UNREACHABLE;
                    } else if (j == 0) {
                        current[k] = i;
                        moves[row + k] = REMOVE;
                    } else {
                        JsonValue to = target[start + j - 1];
                        int diagonal = previous[k];
                        if (fromHash == targetHashes[j - 1] && from.equals(to)) {
                            // Keeping an equal pair is never worse than any other way to reach this cell.
                            current[k] = diagonal;
                            moves[row + k] = KEEP;
                        } else {
                            int best = diagonal + replaceCost(from, to);
                            byte move = REPLACE;
                            int up = k + 1 < width ? previous[k + 1] + 1 : UNREACHABLE;
                            if (up < best) {
                                best = up;
                                move = REMOVE;
                            }
                            int left = k > 0 ? current[k - 1] + 1 : UNREACHABLE;
                            if (left < best) {
                                best = left;
                                move = ADD;
                            }
                            current[k] = best;
                            moves[row + k] = move;
                        }
                    }
                }
                int[] swap = previous;
                previous = current;
                current = swap;
            }
            return previous[cols - rows - lo];
        }

        /** Walks back from (rows, cols) to (0, 0), recording every edit but the kept pairs. */
        void trace(Edits edits) {
            int i = rows;
            int j = cols;
            while (i > 0 || j > 0) {
                switch (moves[i * width + j - i - lo]) {
                    case KEEP:
                        i--;
                        j--;
                        break;
                    case REPLACE:
                        edits.add(REPLACE, start + i - 1, start + j - 1);
                        i--;
                        j--;
                        break;
                    case REMOVE:
                        edits.add(REMOVE, start + i - 1, -1);
                        i--;
                        break;
                    default:
                        edits.add(ADD, -1, start + j - 1);
                        j--;
                        break;
                }
            }
        }
    }

    /** One for a value of the same kind, which the diff recurses into or replaces; two for another kind. */
    static int replaceCost(JsonValue from, JsonValue to) {
        return kind(from) == kind(to) ? 1 : 2;
    }

    private static int kind(JsonValue value) {
        switch (value.getValueType()) {
            case OBJECT:
                return 1;
            case ARRAY:
                return 2;
            default:
                return 0;
        }
    }

    /** A growable list of (kind, source index, target index) triples. */
    private static final class Edits {
        private int[] values = new int[24];
        private int size;

        void add(byte kind, int sourceIndex, int targetIndex) {
            if (size + 3 > values.length) {
                values = Arrays.copyOf(values, values.length * 2);
            }
            values[size++] = kind;
            values[size++] = sourceIndex;
            values[size++] = targetIndex;
        }

        int[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }
}
