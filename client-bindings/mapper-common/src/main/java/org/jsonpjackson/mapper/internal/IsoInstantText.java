package org.jsonpjackson.mapper.internal;

import java.time.Instant;
import java.time.LocalDate;

/**
 * The one {@link Instant} form that OpenSearch, {@code Instant.toString()} and Jackson's own {@code java.time}
 * serializer write, {@code yyyy-MM-ddTHH:mm:ss[.fraction]Z}, read by arithmetic. Both Jackson lines' instant
 * deserializers read it through {@code DateTimeFormatter.ISO_INSTANT}, which builds a parse context, a field map
 * and a resolver for every value: about a quarter of the time a search response of mail documents took to decode
 * on Jackson 2 (JMH {@code SearchResponseBenchmark}, async-profiler). Each mapper wraps its Jackson line's
 * deserializer around this, and leaves every other form to that deserializer.
 *
 * <p>Shared by the two mappers, written once; not an API.
 */
public final class IsoInstantText {

    private static final int[] POWERS_OF_TEN = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000};

    private IsoInstantText() {
    }

    /**
     * The instant in {@code text[offset, offset + length)}, or {@code null} when it is not exactly
     * {@code yyyy-MM-ddTHH:mm:ss[.d{1,9}]Z} with a date and time that exist.
     */
    public static Instant parse(char[] text, int offset, int length) {
        if (length < 20 || length == 21 || length > 30) {
            return null;
        }
        int end = offset + length;
        if (text[offset + 4] != '-' || text[offset + 7] != '-' || text[offset + 10] != 'T'
                || text[offset + 13] != ':' || text[offset + 16] != ':' || text[end - 1] != 'Z') {
            return null;
        }
        int year = digits(text, offset, 4);
        int month = digits(text, offset + 5, 2);
        int day = digits(text, offset + 8, 2);
        int hour = digits(text, offset + 11, 2);
        int minute = digits(text, offset + 14, 2);
        int second = digits(text, offset + 17, 2);
        // a non-digit makes its field negative
        if ((year | month | day | hour | minute | second) < 0 || month < 1 || month > 12 || day < 1
                || day > lengthOfMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
            return null;
        }
        int nanos = 0;
        if (length > 20) {
            if (text[offset + 19] != '.') {
                return null;
            }
            int fractionDigits = length - 21;
            int fraction = digits(text, offset + 20, fractionDigits);
            if (fraction < 0) {
                return null;
            }
            nanos = fraction * POWERS_OF_TEN[9 - fractionDigits];
        }
        long epochDay = LocalDate.of(year, month, day).toEpochDay();
        return Instant.ofEpochSecond(epochDay * 86_400 + hour * 3_600 + minute * 60 + second, nanos);
    }

    /** The decimal value of {@code count} digits (at most 9), or a negative number if one is not a digit. */
    private static int digits(char[] text, int from, int count) {
        int value = 0;
        int bad = 0;
        for (int i = from; i < from + count; i++) {
            int digit = text[i] - '0';
            bad |= digit | (9 - digit);
            value = value * 10 + digit;
        }
        return bad < 0 ? -1 : value;
    }

    private static int lengthOfMonth(int year, int month) {
        switch (month) {
            case 2:
                return (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28;
            case 4:
            case 6:
            case 9:
            case 11:
                return 30;
            default:
                return 31;
        }
    }
}
