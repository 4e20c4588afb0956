package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.message.Flags;
import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.mailbox.message.SystemFlag;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.opensearch._types.BuiltinScriptLanguage;
import org.opensearch.client.opensearch._types.Script;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

import static org.jsonpjackson.mailbox.opensearch.Fields.*;

/**
 * The documents of the email index: one per email of a user, written by one update script whatever the event.
 * The script keeps the email's copies (mailbox, uid, keywords) and derives from them its {@code mailboxIds},
 * {@code mailboxCount} and {@code keywords}: the union of its copies' flags, so an email read in one mailbox
 * is read. The derived fields depend only on the set of copies, so replaying an event, or receiving two
 * copies' events in either order, leaves the same document; the last copy removed deletes it.
 */
final class EmailDocuments {

    private static final String SCRIPT = """
            Map s = ctx._source;
            if (params.content != null) { s.putAll(params.content); }
            List copies = s.copies == null ? new ArrayList() : s.copies;
            boolean found = false;
            for (Iterator it = copies.iterator(); it.hasNext();) {
              Map c = it.next();
              if (c.mailboxId == params.mailboxId
                  && (params.op == 'mailbox' || ((Number) c.uid).longValue() == ((Number) params.uid).longValue())) {
                found = true;
                if (params.op == 'flags') { c.keywords = params.keywords; } else { it.remove(); }
              }
            }
            if (params.op == 'index') { copies.add(params.copy); }
            else if (!found) { ctx.op = 'noop'; return; }
            if (copies.isEmpty()) { ctx.op = 'delete'; return; }
            TreeSet boxes = new TreeSet();
            TreeSet keywords = new TreeSet();
            for (def c : copies) { boxes.add(c.mailboxId); keywords.addAll(c.keywords); }
            s.copies = copies;
            s.mailboxIds = new ArrayList(boxes);
            s.mailboxCount = boxes.size();
            s.keywords = new ArrayList(keywords);
            """;

    private EmailDocuments() {
    }

    /**
     * The email's document id: its owner and message id, unambiguous whatever characters either holds. Email ids
     * are per account in JMAP, so the same message id in two users' mailboxes is two emails.
     */
    static String id(String user, String messageId) {
        return user.length() + ":" + user + ":" + messageId;
    }

    static String id(MailMessage m) {
        return id(m.user(), m.messageId());
    }

    /** Adds (or replaces) a copy, and sets the content every copy of the message shares. */
    static Script addCopy(MailMessage m) {
        Map<String, Object> copy = copy(m.mailboxId(), m.uid(), m.flags());
        return script("index", m.mailboxId(), m.uid(), Map.of("content", content(m), "copy", copy));
    }

    /** New flags for a copy; nothing happens unless the email has that copy. */
    static Script setFlags(String mailboxId, long uid, Flags flags) {
        return script("flags", mailboxId, uid, Map.of("keywords", keywords(flags)));
    }

    /** Removes a copy; nothing happens unless the email has it. */
    static Script removeCopy(String mailboxId, long uid) {
        return script("delete", mailboxId, uid, Map.of());
    }

    /** Removes every copy in a mailbox. */
    static Script removeMailbox(String mailboxId) {
        return script("mailbox", mailboxId, 0, Map.of());
    }

    private static Script script(String op, String mailboxId, long uid, Map<String, Object> more) {
        Map<String, JsonData> params = new LinkedHashMap<>();
        params.put("op", JsonData.of(op));
        params.put("mailboxId", JsonData.of(mailboxId));
        params.put("uid", JsonData.of(uid));
        more.forEach((k, v) -> params.put(k, JsonData.of(v)));
        return Script.of(s -> s.inline(i -> i.lang(l -> l.builtin(BuiltinScriptLanguage.Painless))
                .source(SCRIPT).params(params)));
    }

    static Map<String, Object> copy(String mailboxId, long uid, Flags flags) {
        Map<String, Object> copy = new LinkedHashMap<>();
        copy.put(MAILBOX_ID, mailboxId);
        copy.put(UID, uid);
        copy.put(KEYWORDS, keywords(flags));
        return copy;
    }

    /** The flags as JMAP keywords: system flags as {@code $seen}..., user flags as they are. */
    static List<String> keywords(Flags flags) {
        List<String> keywords = new ArrayList<>();
        for (SystemFlag flag : SystemFlag.values()) {
            if (flags.isSet(flag)) {
                keywords.add(keyword(flag));
            }
        }
        flags.user().stream().sorted().forEach(keywords::add);
        return keywords;
    }

    /** Everything of the email but its mailboxes and keywords: the same in every copy. */
    static Map<String, Object> content(MailMessage m) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put(USER, m.user());
        doc.put(MESSAGE_ID, m.messageId());
        doc.put(THREAD_ID, m.threadId());
        doc.put(RECEIVED_AT, m.internalDate().toString());
        doc.put(SENT_AT, m.sentDate() == null ? null : m.sentDate().toString());
        doc.put(SORT_SENT_AT, Objects.requireNonNullElse(m.sentDate(), m.internalDate()).toString());
        doc.put(SIZE, m.size());
        doc.put(HAS_ATTACHMENT, m.hasAttachment());
        doc.put(FROM, words(m.from()));
        doc.put(TO, words(m.to()));
        doc.put(CC, words(m.cc()));
        doc.put(BCC, words(m.bcc()));
        doc.put(SUBJECT, m.subject());
        doc.put(BODY, present(Stream.of(m.textBody(), m.htmlBody())));
        doc.put(ATTACHMENTS, present(m.attachments().stream()
                .flatMap(a -> Stream.of(a.fileName(), a.textContent()))));
        doc.put(HEADERS, m.headers().stream().map(h -> Map.of(HEADER_NAME, h.name(), HEADER_VALUE, h.value())).toList());
        doc.put(SORT_FROM, SortKeys.firstAddress(m.from()));
        doc.put(SORT_TO, SortKeys.firstAddress(m.to()));
        doc.put(SORT_SUBJECT, SortKeys.subject(m.subject()));
        return doc;
    }

    /** The names and addresses of a header field, for a text field: the words of each are searched together. */
    private static List<String> words(List<MailAddress> addresses) {
        return present(addresses.stream().flatMap(a -> Stream.of(a.name(), a.address())));
    }

    private static List<String> present(Stream<String> values) {
        return values.filter(Objects::nonNull).toList();
    }
}
