package org.jsonpjackson.bench.mapper;

import java.time.Instant;
import java.util.List;

/**
 * A mail as the payloads index it (Apache James' shape: ids, flags, addresses, dates, body, attachments).
 * Public fields, so databind binds it the same way under both mappers.
 */
public final class MailDoc {
    public String messageId;
    public String threadId;
    public String mailboxId;
    public long uid;
    public long modSeq;
    public long size;
    public Instant date;
    public Instant sentDate;
    public String mimeMessageID;
    public String subject;
    public List<Address> from;
    public List<Address> to;
    public List<Address> cc;
    public boolean hasAttachment;
    public boolean isAnswered;
    public boolean isDeleted;
    public boolean isDraft;
    public boolean isFlagged;
    public boolean isRecent;
    public boolean isUnread;
    public List<String> userFlags;
    public String mediaType;
    public String subtype;
    public String textBody;
    public List<Attachment> attachments;

    /** A sender or recipient. */
    public static final class Address {
        public String name;
        public String address;
    }

    /** Attachment metadata; the content is not indexed in the source. */
    public static final class Attachment {
        public String fileName;
        public String mediaType;
        public long size;
    }
}
