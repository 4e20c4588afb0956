package org.jsonpjackson.json.internal.patch;

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
 * <p>The elements without an equal partner in the other array each need an edit: their count is a lower
 * bound on the cost, which picks the first band. The band never exceeds {@link #MAX_CELLS} cells; an
 * alignment that needs more (or whose lower bound is already beyond what the widest band can prove) is not
 * attempted, and the caller replaces the whole array instead.
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
    private byte[] sourceKinds;
    private byte[] targetKinds;
    private byte[] movesBuffer;

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
        sourceKinds = kinds(source, rows);
        targetKinds = kinds(target, cols);
        int delta = cols - rows;
        // Every element of one array without an equal partner in the other costs at least one edit: a band
        // that cannot prove that much is not worth filling.
        int unmatched = unmatched();
        int pad = (int) Math.max(FIRST_PAD, Math.floorDiv(unmatched - Math.abs((long) delta), 2L));
        int triedPad = -1;
        while (true) {
            int lo = Math.max(-rows, Math.min(0, delta) - pad);
            int hi = Math.min(cols, Math.max(0, delta) + pad);
            if ((long) (rows + 1) * (hi - lo + 1) > MAX_CELLS) {
                // The widest band within the budget, once; give up if that was tried already, if nothing fits,
                // or if it could not prove a cost as high as the unmatched elements already need.
                long fitting = Math.floorDiv(MAX_CELLS / (rows + 1) - 1 - Math.abs((long) delta), 2L);
                if (fitting <= triedPad || Math.abs((long) delta) + 2 * fitting + 1 < unmatched) {
                    return null;
                }
                pad = (int) fitting;
                continue;
            }
            // A cheaper alignment would have to leave the band, at a cost above this; the whole matrix has no outside.
            boolean wholeMatrix = lo == -rows && hi == cols;
            long provable = wholeMatrix ? Long.MAX_VALUE : Math.abs((long) delta) + 2L * pad + 1;
            Band band = new Band(lo, hi);
            if (band.fill(provable)) {
                band.trace(edits);
                return edits.toArray();
            }
            triedPad = pad;
            pad = pad > Integer.MAX_VALUE / 4 ? Integer.MAX_VALUE / 2 : pad * 2;
        }
    }

    /**
     * A lower bound on the cost: the larger of the number of source elements without an equal target element
     * to pair with, and the other way round (each needs a removal, an addition or a replacement). Counted
     * with an open-addressing table over the element hashes.
     */
    private int unmatched() {
        int capacity = Integer.highestOneBit(Math.max(cols, 1) * 2 - 1) << 1;
        int mask = capacity - 1;
        int[] slots = new int[capacity];
        int[] unpaired = new int[cols];
        for (int j = 0; j < cols; j++) {
            int slot = spread(targetHashes[j]) & mask;
            while (true) {
                int held = slots[slot] - 1;
                if (held < 0) {
                    slots[slot] = j + 1;
                    unpaired[j] = 1;
                    break;
                }
                if (targetHashes[held] == targetHashes[j] && target[start + held].equals(target[start + j])) {
                    unpaired[held]++;
                    break;
                }
                slot = (slot + 1) & mask;
            }
        }
        int paired = 0;
        for (int i = 0; i < rows; i++) {
            int slot = spread(sourceHashes[i]) & mask;
            while (true) {
                int held = slots[slot] - 1;
                if (held < 0) {
                    break;
                }
                if (targetHashes[held] == sourceHashes[i] && target[start + held].equals(source[start + i])) {
                    if (unpaired[held] > 0) {
                        unpaired[held]--;
                        paired++;
                    }
                    break;
                }
                slot = (slot + 1) & mask;
            }
        }
        return Math.max(rows, cols) - paired;
    }

    private static int spread(int hash) {
        return hash ^ (hash >>> 16);
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
            int cells = (rows + 1) * width;
            // Every cell trace() reads is written first, so a wider band reuses the narrower one's array.
            if (movesBuffer == null || movesBuffer.length < cells) {
                movesBuffer = new byte[cells];
            }
            this.moves = movesBuffer;
        }

        /**
         * Fills the band row by row, keeping two rows of costs. Returns whether the cost at (rows, cols) is at
         * most {@code provable}; stops early once every cell of a row costs more, since no path gets cheaper.
         */
        boolean fill(long provable) {
            // One spare column past the band, never written: the cell above the band's last column.
            int[] previous = new int[width + 1];
            int[] current = new int[width + 1];
            previous[width] = UNREACHABLE;
            current[width] = UNREACHABLE;
            for (int k = 0; k < width; k++) {
                int j = lo + k;
                previous[k] = j < 0 || j > cols ? UNREACHABLE : j;
                moves[k] = ADD;
            }
            for (int i = 1; i <= rows; i++) {
                int row = i * width;
                // Columns from j = 0 to j = cols, within the band; nothing outside them is ever read.
                int from = Math.max(0, -i - lo);
                int to = Math.min(width - 1, cols - i - lo);
                int cheapest = UNREACHABLE;
                if (from == -i - lo) {
                    current[from] = i;
                    moves[row + from] = REMOVE;
                    cheapest = i;
                    from++;
                }
                JsonValue source = ArrayAlignment.this.source[start + i - 1];
                int sourceHash = sourceHashes[i - 1];
                int sourceKind = sourceKinds[i - 1];
                for (int k = from; k <= to; k++) {
                    int j = i + lo + k;
                    int diagonal = previous[k];
                    int cost;
                    if (sourceHash == targetHashes[j - 1] && source.equals(target[start + j - 1])) {
                        // Keeping an equal pair is never worse than any other way to reach this cell.
                        cost = diagonal;
                        moves[row + k] = KEEP;
                    } else {
                        cost = diagonal + (sourceKind == targetKinds[j - 1] ? 1 : 2);
                        byte move = REPLACE;
                        int up = previous[k + 1] + 1;
                        if (up < cost) {
                            cost = up;
                            move = REMOVE;
                        }
                        int left = k > 0 ? current[k - 1] + 1 : UNREACHABLE;
                        if (left < cost) {
                            cost = left;
                            move = ADD;
                        }
                        moves[row + k] = move;
                    }
                    current[k] = cost;
                    cheapest = Math.min(cheapest, cost);
                }
                if (cheapest > provable) {
                    return false;
                }
                int[] swap = previous;
                previous = current;
                current = swap;
            }
            return previous[cols - rows - lo] <= provable;
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

    private byte[] kinds(JsonValue[] values, int count) {
        byte[] kinds = new byte[count];
        for (int i = 0; i < count; i++) {
            kinds[i] = kind(values[start + i]);
        }
        return kinds;
    }

    /** Scalar, object or array: replacing a value by one of another kind costs as much as a removal and an addition. */
    private static byte kind(JsonValue value) {
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
