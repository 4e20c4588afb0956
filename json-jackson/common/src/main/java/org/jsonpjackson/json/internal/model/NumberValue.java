package org.jsonpjackson.json.internal.model;

import org.jsonpjackson.json.JsonpConfig;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * An immutable JSON number. Ints and longs stay primitives, so the common case never builds a
 * {@link BigDecimal}; equality still follows the spec, which defines it through {@link #bigDecimalValue()}.
 */
abstract class NumberValue implements JsonNumber {

    @Override
    public final ValueType getValueType() {
        return ValueType.NUMBER;
    }

    @Override
    public double doubleValue() {
        return bigDecimalValue().doubleValue();
    }

    @Override
    public final boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof JsonNumber)) {
            return false;
        }
        if (obj instanceof PrimitiveNumber && this instanceof PrimitiveNumber) {
            return ((PrimitiveNumber) obj).value == ((PrimitiveNumber) this).value;
        }
        return bigDecimalValue().equals(((JsonNumber) obj).bigDecimalValue());
    }

    @Override
    public final int hashCode() {
        return bigDecimalValue().hashCode();
    }

    /**
     * An int or long, kept as a long either way so that the two compare equal as the spec requires;
     * {@link #numberValue()} still answers with the type the number was made from.
     */
    static final class PrimitiveNumber extends NumberValue {
        final long value;
        private final boolean isInt;

        PrimitiveNumber(int value) {
            this.value = value;
            this.isInt = true;
        }

        PrimitiveNumber(long value) {
            this.value = value;
            this.isInt = false;
        }

        @Override
        public boolean isIntegral() {
            return true;
        }

        @Override
        public int intValue() {
            return (int) value;
        }

        @Override
        public int intValueExact() {
            return Math.toIntExact(value);
        }

        @Override
        public long longValue() {
            return value;
        }

        @Override
        public long longValueExact() {
            return value;
        }

        @Override
        public BigInteger bigIntegerValue() {
            return BigInteger.valueOf(value);
        }

        @Override
        public BigInteger bigIntegerValueExact() {
            return BigInteger.valueOf(value);
        }

        @Override
        public double doubleValue() {
            return value;
        }

        @Override
        public BigDecimal bigDecimalValue() {
            return BigDecimal.valueOf(value);
        }

        @Override
        public Number numberValue() {
            // Not a conditional expression: that would promote the Integer to a Long.
            if (isInt) {
                return Integer.valueOf((int) value);
            }
            return Long.valueOf(value);
        }

        @Override
        public String toString() {
            return Long.toString(value);
        }
    }

    /**
     * Any other number. Conversions to {@link BigInteger} are refused beyond a scale limit, because
     * {@code new BigDecimal("1e1000000").toBigInteger()} would run for minutes (Parsson CVE-2023-4043).
     */
    static final class DecimalNumber extends NumberValue {
        private final BigDecimal value;
        private final Number original;
        private final int maxBigIntegerScale;

        DecimalNumber(BigDecimal value, Number original, int maxBigIntegerScale) {
            this.value = value;
            this.original = original;
            this.maxBigIntegerScale = maxBigIntegerScale;
        }

        @Override
        public boolean isIntegral() {
            return value.scale() == 0;
        }

        @Override
        public int intValue() {
            return checkedForBigInteger().intValue();
        }

        @Override
        public int intValueExact() {
            return checkedForBigInteger().intValueExact();
        }

        @Override
        public long longValue() {
            return checkedForBigInteger().longValue();
        }

        @Override
        public long longValueExact() {
            return checkedForBigInteger().longValueExact();
        }

        @Override
        public BigInteger bigIntegerValue() {
            return checkedForBigInteger().toBigInteger();
        }

        @Override
        public BigInteger bigIntegerValueExact() {
            return checkedForBigInteger().toBigIntegerExact();
        }

        @Override
        public double doubleValue() {
            return value.doubleValue();
        }

        @Override
        public BigDecimal bigDecimalValue() {
            return value;
        }

        @Override
        public Number numberValue() {
            return original;
        }

        @Override
        public String toString() {
            return value.toString();
        }

        private BigDecimal checkedForBigInteger() {
            if (Math.abs((long) value.scale()) > maxBigIntegerScale) {
                throw new JsonException("Number scale " + value.scale() + " exceeds the limit of "
                        + maxBigIntegerScale + " for integer conversion (" + JsonpConfig.MAX_BIG_INTEGER_SCALE + ")");
            }
            return value;
        }
    }
}
