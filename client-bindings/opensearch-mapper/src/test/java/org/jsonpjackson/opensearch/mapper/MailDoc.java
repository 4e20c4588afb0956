package org.jsonpjackson.opensearch.mapper;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** A user document with the shapes mail documents have: text, longs, a date, a list. */
public final class MailDoc {
    public String subject;
    public long uid;
    public Instant date;
    public List<String> flags;

    public MailDoc() {
    }

    public MailDoc(String subject, long uid, Instant date, List<String> flags) {
        this.subject = subject;
        this.uid = uid;
        this.date = date;
        this.flags = flags;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof MailDoc)) {
            return false;
        }
        MailDoc d = (MailDoc) o;
        return uid == d.uid && Objects.equals(subject, d.subject) && Objects.equals(date, d.date)
                && Objects.equals(flags, d.flags);
    }

    @Override
    public int hashCode() {
        return Objects.hash(subject, uid, date, flags);
    }

    @Override
    public String toString() {
        return "MailDoc{" + subject + ", " + uid + ", " + date + ", " + flags + "}";
    }
}
