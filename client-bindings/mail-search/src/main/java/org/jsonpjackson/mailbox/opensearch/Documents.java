package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.message.Flags;
import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.mailbox.message.MailAttachment;
import org.jsonpjackson.mailbox.message.MailHeader;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.mailbox.message.SystemFlag;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.jsonpjackson.mailbox.opensearch.Fields.*;

/**
 * Turns messages into documents of the mailbox index, one per message in a mailbox. Documents are plain maps
 * of strings, numbers, booleans, lists and maps, so they serialise the same through any {@code JsonpMapper};
 * dates are ISO-8601 strings for the same reason.
 */
final class Documents {

    private Documents() {
    }

    static Map<String, Object> of(MailMessage m) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put(MESSAGE_ID, m.messageId());
        doc.put(MAILBOX_ID, m.mailboxId());
        doc.put(THREAD_ID, m.threadId());
        putIfPresent(doc, MIME_MESSAGE_ID, m.mimeMessageId());
        doc.put(USER, m.user());
        doc.put(MEDIA_TYPE, m.mediaType());
        doc.put(SUBTYPE, m.subtype());
        doc.put(UID, m.uid());
        doc.put(SIZE, m.size());
        doc.put(HAS_ATTACHMENT, m.hasAttachment());
        doc.put(DATE, m.internalDate().toString());
        putIfPresent(doc, SENT_DATE, iso(m.sentDate()));
        putIfPresent(doc, SAVE_DATE, iso(m.saveDate()));
        doc.putAll(flags(m.modSeq(), m.flags()));
        doc.put(FROM, addresses(m.from()));
        doc.put(TO, addresses(m.to()));
        doc.put(CC, addresses(m.cc()));
        doc.put(BCC, addresses(m.bcc()));
        putIfPresent(doc, SUBJECT, m.subject());
        doc.put(HEADERS, m.headers().stream().map(Documents::header).toList());
        putIfPresent(doc, TEXT_BODY, m.textBody());
        putIfPresent(doc, HTML_BODY, m.htmlBody());
        doc.put(ATTACHMENTS, m.attachments().stream().map(Documents::attachment).toList());
        doc.put(SORT_FROM, SortKeys.firstAddress(m.from()));
        doc.put(SORT_TO, SortKeys.firstAddress(m.to()));
        doc.put(SORT_SUBJECT, SortKeys.subject(m.subject()));
        return doc;
    }

    /** The partial document of a flags update. */
    static Map<String, Object> flags(long modSeq, Flags flags) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put(MOD_SEQ, modSeq);
        for (SystemFlag flag : SystemFlag.values()) {
            doc.put(flagField(flag), storedValue(flag, flags.isSet(flag)));
        }
        doc.put(USER_FLAGS, List.copyOf(flags.user()));
        return doc;
    }

    private static List<Map<String, Object>> addresses(List<MailAddress> addresses) {
        return addresses.stream().map(a -> {
            Map<String, Object> doc = new LinkedHashMap<>();
            putIfPresent(doc, NAME, a.name());
            doc.put(ADDRESS, a.address());
            doc.put(DOMAIN, a.domain());
            return doc;
        }).toList();
    }

    private static Map<String, Object> header(MailHeader h) {
        return Map.of(HEADER_NAME, h.name(), HEADER_VALUE, h.value());
    }

    private static Map<String, Object> attachment(MailAttachment a) {
        Map<String, Object> doc = new LinkedHashMap<>();
        putIfPresent(doc, FILE_NAME, a.fileName());
        putIfPresent(doc, TEXT_CONTENT, a.textContent());
        doc.put(MEDIA_TYPE, a.mediaType());
        putIfPresent(doc, FILE_EXTENSION, a.fileExtension());
        return doc;
    }

    private static String iso(Instant instant) {
        return instant == null ? null : instant.toString();
    }

    private static void putIfPresent(Map<String, Object> doc, String key, Object value) {
        if (value != null) {
            doc.put(key, value);
        }
    }
}
