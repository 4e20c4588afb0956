package org.jsonpjackson.bench.report;

import java.util.Locale;

/**
 * A ratio of two throughputs' medians, with the range the two confidence intervals allow: the low end
 * divides the numerator's lower bound by the denominator's upper bound. Deliberately conservative.
 */
record Ratio(double value, double low, double high) {

    static Ratio of(Result numerator, Result denominator) {
        double value = numerator.median() / denominator.median();
        double en = orZero(numerator.relativeError());
        double ed = orZero(denominator.relativeError());
        return new Ratio(value, value * (1 - en) / (1 + ed), ed < 1 ? value * (1 + en) / (1 - ed) : Double.POSITIVE_INFINITY);
    }

    private static double orZero(double relativeError) {
        return Double.isNaN(relativeError) ? 0 : relativeError;
    }

    String text() {
        return format(value) + "× (" + format(low) + "–" + format(high) + ")";
    }

    static String format(double ratio) {
        if (Double.isInfinite(ratio)) {
            return "∞";
        }
        if (ratio >= 100) {
            return String.format(Locale.ROOT, "%.0f", ratio);
        }
        if (ratio >= 10) {
            return String.format(Locale.ROOT, "%.1f", ratio);
        }
        return String.format(Locale.ROOT, "%.2f", ratio);
    }
}
