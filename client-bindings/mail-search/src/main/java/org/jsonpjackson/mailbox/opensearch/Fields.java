package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.message.SystemFlag;

/** The document's field names, shared by the mapping, the documents and the query converter. */
final class Fields {

    static final String MESSAGE_ID = "messageId";
    static final String MAILBOX_ID = "mailboxId";
    static final String THREAD_ID = "threadId";
    static final String MIME_MESSAGE_ID = "mimeMessageID";
    static final String USER = "user";
    static final String MEDIA_TYPE = "mediaType";
    static final String SUBTYPE = "subtype";
    static final String USER_FLAGS = "userFlags";
    static final String UID = "uid";
    static final String MOD_SEQ = "modSeq";
    static final String SIZE = "size";
    static final String IS_ANSWERED = "isAnswered";
    static final String IS_DELETED = "isDeleted";
    static final String IS_DRAFT = "isDraft";
    static final String IS_FLAGGED = "isFlagged";
    static final String IS_RECENT = "isRecent";
    static final String IS_UNREAD = "isUnread";
    static final String HAS_ATTACHMENT = "hasAttachment";
    static final String DATE = "date";
    static final String SENT_DATE = "sentDate";
    static final String SAVE_DATE = "saveDate";
    static final String FROM = "from";
    static final String TO = "to";
    static final String CC = "cc";
    static final String BCC = "bcc";
    static final String NAME = "name";
    static final String ADDRESS = "address";
    static final String DOMAIN = "domain";
    static final String RAW = "raw";
    static final String SUBJECT = "subject";
    static final String HEADERS = "headers";
    static final String HEADER_NAME = "name";
    static final String HEADER_VALUE = "value";
    static final String TEXT_BODY = "textBody";
    static final String HTML_BODY = "htmlBody";
    static final String ATTACHMENTS = "attachments";
    static final String FILE_NAME = "fileName";
    static final String TEXT_CONTENT = "textContent";
    static final String FILE_EXTENSION = "fileExtension";

    // ---- sort keys, in both indexes: RFC 8621 section 4.4.2 values, worked out when a message is indexed

    /** The first From address: its name, or its address when it has no name; empty without one. */
    static final String SORT_FROM = "sortFrom";
    /** The same for To. */
    static final String SORT_TO = "sortTo";
    /** The base subject (RFC 5256 section 2.1). */
    static final String SORT_SUBJECT = "sortSubject";
    /** Every word of the subject, addresses, bodies and attachments, in one field with one analyzer. */
    static final String TEXT = "text";

    // ---- the email index only

    static final String MAILBOX_IDS = "mailboxIds";
    /** How many mailboxes the email is in: lets "in a mailbox other than these" be a terms_set query. */
    static final String MAILBOX_COUNT = "mailboxCount";
    /** The email's keywords: the union of its copies' flags, system flags as {@code $seen}... */
    static final String KEYWORDS = "keywords";
    /** Each copy's mailbox, uid and keywords, kept in the source only: what the others are derived from. */
    static final String COPIES = "copies";
    static final String RECEIVED_AT = "receivedAt";
    static final String SENT_AT = "sentAt";
    /** {@code sentAt}, or {@code receivedAt} without one, as IMAP SORT (RFC 5256 section 2.2) does. */
    static final String SORT_SENT_AT = "sortSentAt";
    static final String BODY = "body";

    private Fields() {
    }

    static String path(String... parts) {
        return String.join(".", parts);
    }

    /**
     * The boolean field of a system flag, and the value it holds when the flag is set: seen is stored
     * inverted, as {@code isUnread}, because "unread" is what mail clients filter on.
     */
    static String flagField(SystemFlag flag) {
        return switch (flag) {
            case ANSWERED -> IS_ANSWERED;
            case DELETED -> IS_DELETED;
            case DRAFT -> IS_DRAFT;
            case FLAGGED -> IS_FLAGGED;
            case RECENT -> IS_RECENT;
            case SEEN -> IS_UNREAD;
        };
    }

    static boolean storedValue(SystemFlag flag, boolean set) {
        return flag == SystemFlag.SEEN ? !set : set;
    }

    /** The JMAP keyword of a system flag (RFC 8621 section 4.1.1), as the email index stores it. */
    static String keyword(SystemFlag flag) {
        return "$" + flag.name().toLowerCase(java.util.Locale.ROOT);
    }
}
