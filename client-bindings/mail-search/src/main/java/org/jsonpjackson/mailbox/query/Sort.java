package org.jsonpjackson.mailbox.query;

import java.util.Locale;
import java.util.Objects;

/**
 * One sort key of a search, with its direction.
 *
 * @since 0.1.0
 */
public record Sort(Key key, Direction direction) {

    public enum Direction {
        ASCENDING, DESCENDING
    }

    /** What a search can sort on; the names are the JMAP property names where JMAP has one. */
    public enum Key {
        RECEIVED_AT("receivedAt"),
        SENT_AT("sentAt"),
        SAVED_AT("savedAt"),
        SIZE("size"),
        FROM("from"),
        TO("to"),
        SUBJECT("subject"),
        UID("uid"),
        MOD_SEQ("modSeq"),
        ID("id");

        private final String property;

        Key(String property) {
            this.property = property;
        }

        public String property() {
            return property;
        }

        /** The key named by a JMAP sort property. */
        public static Key of(String property) {
            for (Key key : values()) {
                if (key.property.equals(property)) {
                    return key;
                }
            }
            throw new InvalidSearchQueryException("sort", property, "is not a sortable property");
        }
    }

    public Sort {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(direction, "direction");
    }

    public static Sort ascending(Key key) {
        return new Sort(key, Direction.ASCENDING);
    }

    public static Sort descending(Key key) {
        return new Sort(key, Direction.DESCENDING);
    }

    /** A sort on a JMAP property name; an unknown one throws {@link InvalidSearchQueryException}. */
    public static Sort of(String property, boolean ascending) {
        return new Sort(Key.of(property), ascending ? Direction.ASCENDING : Direction.DESCENDING);
    }

    @Override
    public String toString() {
        return key.property + (direction == Direction.ASCENDING ? " asc" : " desc").toLowerCase(Locale.ROOT);
    }
}
