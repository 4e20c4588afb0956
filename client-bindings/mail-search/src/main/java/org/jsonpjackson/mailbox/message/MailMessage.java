package org.jsonpjackson.mailbox.message;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A message in one mailbox, as the search index sees it. A message copied into several mailboxes is one
 * {@code MailMessage} per mailbox, sharing its {@link #messageId()}.
 *
 * @param mailboxId     the mailbox holding it; documents are routed by it
 * @param uid           the IMAP uid, unique within the mailbox; an unsigned 32-bit value, so always a long
 * @param messageId     the JMAP email id, the same in every mailbox
 * @param threadId      the JMAP thread id
 * @param mimeMessageId the {@code Message-ID} header, or {@code null}
 * @param user          the owner of the mailbox
 * @param modSeq        the CONDSTORE modification sequence
 * @param size          the size of the RFC 5322 message in bytes
 * @param internalDate  when the server received it (JMAP {@code receivedAt})
 * @param sentDate      its {@code Date} header (JMAP {@code sentAt}), or {@code null}
 * @param saveDate      when it was saved into this mailbox, or {@code null}
 * @since 0.1.0
 */
public record MailMessage(
        String mailboxId,
        long uid,
        String messageId,
        String threadId,
        String mimeMessageId,
        String user,
        long modSeq,
        long size,
        Instant internalDate,
        Instant sentDate,
        Instant saveDate,
        Flags flags,
        List<MailAddress> from,
        List<MailAddress> to,
        List<MailAddress> cc,
        List<MailAddress> bcc,
        String subject,
        List<MailHeader> headers,
        String textBody,
        String htmlBody,
        List<MailAttachment> attachments,
        String mediaType,
        String subtype) {

    public MailMessage {
        Objects.requireNonNull(mailboxId, "mailboxId");
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(internalDate, "internalDate");
        Objects.requireNonNull(flags, "flags");
        if (uid < 1 || uid > 0xFFFF_FFFFL) {
            throw new IllegalArgumentException("uid must be in 1..4294967295: " + uid);
        }
        if (size < 0) {
            throw new IllegalArgumentException("size must not be negative: " + size);
        }
        threadId = threadId == null ? messageId : threadId;
        from = List.copyOf(from);
        to = List.copyOf(to);
        cc = List.copyOf(cc);
        bcc = List.copyOf(bcc);
        headers = List.copyOf(headers);
        attachments = List.copyOf(attachments);
        mediaType = mediaType == null ? "text" : mediaType;
        subtype = subtype == null ? "plain" : subtype;
    }

    /** The id of its search document: {@code <mailboxId>:<uid>}. */
    public String documentId() {
        return mailboxId + ":" + uid;
    }

    public boolean hasAttachment() {
        return !attachments.isEmpty();
    }

    /** The same message in another mailbox, as IMAP COPY leaves it: same message id, thread and dates. */
    public MailMessage copyTo(String mailboxId, long uid) {
        return new MailMessage(mailboxId, uid, messageId, threadId, mimeMessageId, user, modSeq, size, internalDate,
                sentDate, saveDate, flags, from, to, cc, bcc, subject, headers, textBody, htmlBody, attachments,
                mediaType, subtype);
    }

    public static Builder builder(String mailboxId, long uid, String messageId) {
        return new Builder(mailboxId, uid, messageId);
    }

    public Builder toBuilder() {
        Builder b = new Builder(mailboxId, uid, messageId);
        b.threadId = threadId;
        b.mimeMessageId = mimeMessageId;
        b.user = user;
        b.modSeq = modSeq;
        b.size = size;
        b.internalDate = internalDate;
        b.sentDate = sentDate;
        b.saveDate = saveDate;
        b.flags = flags;
        b.from = from;
        b.to = to;
        b.cc = cc;
        b.bcc = bcc;
        b.subject = subject;
        b.headers = headers;
        b.textBody = textBody;
        b.htmlBody = htmlBody;
        b.attachments = attachments;
        b.mediaType = mediaType;
        b.subtype = subtype;
        return b;
    }

    /** Builds a {@link MailMessage}; unset lists are empty, unset flags are none. */
    public static final class Builder {
        private final String mailboxId;
        private final long uid;
        private final String messageId;
        private String threadId;
        private String mimeMessageId;
        private String user;
        private long modSeq;
        private long size;
        private Instant internalDate;
        private Instant sentDate;
        private Instant saveDate;
        private Flags flags = Flags.NONE;
        private List<MailAddress> from = List.of();
        private List<MailAddress> to = List.of();
        private List<MailAddress> cc = List.of();
        private List<MailAddress> bcc = List.of();
        private String subject;
        private List<MailHeader> headers = List.of();
        private String textBody;
        private String htmlBody;
        private List<MailAttachment> attachments = List.of();
        private String mediaType;
        private String subtype;

        private Builder(String mailboxId, long uid, String messageId) {
            this.mailboxId = mailboxId;
            this.uid = uid;
            this.messageId = messageId;
        }

        public Builder threadId(String v) { threadId = v; return this; }
        public Builder mimeMessageId(String v) { mimeMessageId = v; return this; }
        public Builder user(String v) { user = v; return this; }
        public Builder modSeq(long v) { modSeq = v; return this; }
        public Builder size(long v) { size = v; return this; }
        public Builder internalDate(Instant v) { internalDate = v; return this; }
        public Builder sentDate(Instant v) { sentDate = v; return this; }
        public Builder saveDate(Instant v) { saveDate = v; return this; }
        public Builder flags(Flags v) { flags = v; return this; }
        public Builder from(MailAddress... v) { from = List.of(v); return this; }
        public Builder from(List<MailAddress> v) { from = v; return this; }
        public Builder to(MailAddress... v) { to = List.of(v); return this; }
        public Builder to(List<MailAddress> v) { to = v; return this; }
        public Builder cc(MailAddress... v) { cc = List.of(v); return this; }
        public Builder cc(List<MailAddress> v) { cc = v; return this; }
        public Builder bcc(MailAddress... v) { bcc = List.of(v); return this; }
        public Builder bcc(List<MailAddress> v) { bcc = v; return this; }
        public Builder subject(String v) { subject = v; return this; }
        public Builder headers(List<MailHeader> v) { headers = v; return this; }
        public Builder textBody(String v) { textBody = v; return this; }
        public Builder htmlBody(String v) { htmlBody = v; return this; }
        public Builder attachments(List<MailAttachment> v) { attachments = v; return this; }
        public Builder attachments(MailAttachment... v) { attachments = List.of(v); return this; }
        public Builder mediaType(String type, String sub) { mediaType = type; subtype = sub; return this; }

        public MailMessage build() {
            return new MailMessage(mailboxId, uid, messageId, threadId, mimeMessageId, user, modSeq, size,
                    internalDate, sentDate, saveDate, flags, from, to, cc, bcc, subject, headers, textBody, htmlBody,
                    attachments, mediaType, subtype);
        }
    }
}
