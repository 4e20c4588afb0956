package org.jsonpjackson.mailbox.query;

import org.jsonpjackson.mailbox.message.SystemFlag;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One node of a search's criteria tree. Build them with the static methods; every node is an immutable
 * record, so a tree can be shared, compared and printed.
 *
 * @since 0.1.0
 */
public sealed interface Criterion {

    /**
     * What {@code visitor} makes of this node. Converting a criteria tree goes through here rather than through
     * {@code instanceof}: a new kind of node must call a new {@link Visitor} method, which every converter must then
     * implement, so a new criterion does not compile until each of them handles it. (Java 17 has no pattern
     * {@code switch} to check that instead.)
     */
    <R> R accept(Visitor<R> visitor);

    /**
     * One method per kind of node, each called by that node's {@link #accept}.
     *
     * @param <R> what a node becomes
     */
    interface Visitor<R> {
        R visit(And and);

        R visit(Or or);

        R visit(Not not);

        R visit(All all);

        R visit(Text text);

        R visit(Address address);

        R visit(Subject subject);

        R visit(HeaderContains headerContains);

        R visit(HeaderExists headerExists);

        R visit(DateCriterion dateCriterion);

        R visit(Size size);

        R visit(ModSeq modSeq);

        R visit(Uids uids);

        R visit(Flag flag);

        R visit(UserFlag userFlag);

        R visit(HasAttachment hasAttachment);

        R visit(MailboxIds mailboxIds);

        R visit(InMailboxOtherThan inMailboxOtherThan);

        R visit(MessageIds messageIds);
    }

    // ---- operators

    /** All children must match; an empty AND matches everything. */
    record And(List<Criterion> children) implements Criterion {
        public And {
            children = List.copyOf(children);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** At least one child must match; an empty OR matches nothing. */
    record Or(List<Criterion> children) implements Criterion {
        public Or {
            children = List.copyOf(children);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    record Not(Criterion child) implements Criterion {
        public Not {
            Objects.requireNonNull(child, "child");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** Matches every message. */
    record All() implements Criterion {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    // ---- text

    /** Where a full-text criterion looks. */
    enum TextScope {
        /** Subject, addresses, bodies and attachments. */
        ALL,
        /** The text and HTML bodies. */
        BODY,
        /** Attachments' file names and extracted text. */
        ATTACHMENTS
    }

    /** Every word of {@code text} must occur in the scope. */
    record Text(TextScope scope, String text) implements Criterion {
        public Text {
            Objects.requireNonNull(scope, "scope");
            requireText(text, "text");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    enum AddressField {
        FROM, TO, CC, BCC
    }

    /** An address field matching a display name, a whole address, its local part or its domain. */
    record Address(AddressField field, String value) implements Criterion {
        public Address {
            Objects.requireNonNull(field, "field");
            requireText(value, "address");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** Every word of {@code text} occurs in the subject. */
    record Subject(String text) implements Criterion {
        public Subject {
            requireText(text, "subject");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** A header named {@code name} (case-insensitive) whose value contains every word of {@code value}. */
    record HeaderContains(String name, String value) implements Criterion {
        public HeaderContains {
            requireText(name, "header name");
            requireText(value, "header value");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    record HeaderExists(String name) implements Criterion {
        public HeaderExists {
            requireText(name, "header name");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    // ---- dates and numbers

    enum DateField {
        /** When the message was received: IMAP internal date, JMAP {@code receivedAt}. */
        INTERNAL,
        /** Its {@code Date} header: JMAP {@code sentAt}. */
        SENT,
        /** When it was saved into its mailbox. */
        SAVE
    }

    enum DateComparison {
        BEFORE, ON, AFTER
    }

    /** How finely a date criterion compares. */
    enum DateResolution {
        /** Whole days in the search's time zone, as IMAP SEARCH does: ON is the same day, BEFORE an earlier day. */
        DAY,
        /** Instants, as JMAP does. */
        MILLISECOND
    }

    record DateCriterion(DateField field, DateComparison comparison, Instant date, DateResolution resolution) implements Criterion {
        public DateCriterion {
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(comparison, "comparison");
            Objects.requireNonNull(date, "date");
            Objects.requireNonNull(resolution, "resolution");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    enum NumberComparison {
        LESS_THAN, EQUALS, GREATER_THAN
    }

    record Size(NumberComparison comparison, long bytes) implements Criterion {
        public Size {
            Objects.requireNonNull(comparison, "comparison");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    record ModSeq(NumberComparison comparison, long modSeq) implements Criterion {
        public ModSeq {
            Objects.requireNonNull(comparison, "comparison");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** An inclusive range of uids. */
    record UidRange(long low, long high) {
        public UidRange {
            if (low < 0 || high < low) {
                throw new InvalidSearchQueryException("uid range", low + ":" + high, "needs 0 <= low <= high");
            }
        }
    }

    /** The uid lies in one of the ranges. */
    record Uids(List<UidRange> ranges) implements Criterion {
        public Uids {
            ranges = List.copyOf(ranges);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    // ---- flags and membership

    record Flag(SystemFlag flag, boolean set) implements Criterion {
        public Flag {
            Objects.requireNonNull(flag, "flag");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** A user flag (JMAP keyword), compared case-insensitively and without accents. */
    record UserFlag(String flag, boolean set) implements Criterion {
        public UserFlag {
            requireText(flag, "user flag");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    record HasAttachment(boolean value) implements Criterion {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /**
     * In one of these mailboxes. A message in a mailbox is in one; an email (see
     * {@code EmailSearch}) matches when any of its mailboxes is one of them.
     */
    record MailboxIds(Set<String> ids) implements Criterion {
        public MailboxIds {
            ids = Set.copyOf(ids);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /**
     * In a mailbox that is not one of these (JMAP {@code inMailboxOtherThan}): an email in the inbox and the
     * archive matches "other than the inbox". For a message in one mailbox, the same as not being in them.
     */
    record InMailboxOtherThan(Set<String> ids) implements Criterion {
        public InMailboxOtherThan {
            ids = Set.copyOf(ids);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    record MessageIds(Set<String> ids) implements Criterion {
        public MessageIds {
            ids = Set.copyOf(ids);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    // ---- factories

    static Criterion all() {
        return new All();
    }

    static Criterion and(Criterion... children) {
        return new And(List.of(children));
    }

    static Criterion and(List<Criterion> children) {
        return new And(children);
    }

    static Criterion or(Criterion... children) {
        return new Or(List.of(children));
    }

    static Criterion or(List<Criterion> children) {
        return new Or(children);
    }

    static Criterion not(Criterion child) {
        return new Not(child);
    }

    static Criterion text(String text) {
        return new Text(TextScope.ALL, text);
    }

    static Criterion body(String text) {
        return new Text(TextScope.BODY, text);
    }

    static Criterion attachments(String text) {
        return new Text(TextScope.ATTACHMENTS, text);
    }

    static Criterion address(AddressField field, String value) {
        return new Address(field, value);
    }

    static Criterion from(String value) {
        return new Address(AddressField.FROM, value);
    }

    static Criterion to(String value) {
        return new Address(AddressField.TO, value);
    }

    static Criterion cc(String value) {
        return new Address(AddressField.CC, value);
    }

    static Criterion bcc(String value) {
        return new Address(AddressField.BCC, value);
    }

    static Criterion subject(String text) {
        return new Subject(text);
    }

    static Criterion headerContains(String name, String value) {
        return new HeaderContains(name, value);
    }

    static Criterion headerExists(String name) {
        return new HeaderExists(name);
    }

    static Criterion date(DateField field, DateComparison comparison, Instant date, DateResolution resolution) {
        return new DateCriterion(field, comparison, date, resolution);
    }

    static Criterion sizeGreaterThan(long bytes) {
        return new Size(NumberComparison.GREATER_THAN, bytes);
    }

    static Criterion sizeLessThan(long bytes) {
        return new Size(NumberComparison.LESS_THAN, bytes);
    }

    static Criterion modSeq(NumberComparison comparison, long modSeq) {
        return new ModSeq(comparison, modSeq);
    }

    static Criterion uids(UidRange... ranges) {
        return new Uids(List.of(ranges));
    }

    static Criterion flagSet(SystemFlag flag) {
        return new Flag(flag, true);
    }

    static Criterion flagUnset(SystemFlag flag) {
        return new Flag(flag, false);
    }

    static Criterion userFlagSet(String flag) {
        return new UserFlag(flag, true);
    }

    static Criterion userFlagUnset(String flag) {
        return new UserFlag(flag, false);
    }

    static Criterion hasAttachment(boolean value) {
        return new HasAttachment(value);
    }

    static Criterion mailboxIds(Set<String> ids) {
        return new MailboxIds(ids);
    }

    static Criterion inMailboxOtherThan(Set<String> ids) {
        return new InMailboxOtherThan(ids);
    }

    static Criterion messageIds(Set<String> ids) {
        return new MessageIds(ids);
    }

    private static void requireText(String value, String what) {
        if (value == null || value.isBlank()) {
            throw new InvalidSearchQueryException(what, value, "must not be empty");
        }
    }
}
