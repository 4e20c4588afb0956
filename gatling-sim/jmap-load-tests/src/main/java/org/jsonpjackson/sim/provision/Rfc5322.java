package org.jsonpjackson.sim.provision;

import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.mailbox.message.MailAttachment;
import org.jsonpjackson.mailbox.message.MailMessage;

import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One corpus message as an RFC 5322 message, what JMAP's {@code Email/import} takes: the headers a search looks
 * at (From, To, Cc, Bcc, Subject, Date, Message-ID), a text part, the HTML part and attachments when the message
 * has them. Words outside ASCII are encoded (RFC 2047 in headers, base64 in bodies), so that any server reads
 * the same text the corpus holds.
 */
final class Rfc5322 {

    private static final DateTimeFormatter DATE = DateTimeFormatter.RFC_1123_DATE_TIME.withZone(ZoneOffset.UTC);
    private static final String CRLF = "\r\n";

    private Rfc5322() {
    }

    static byte[] of(MailMessage m) {
        StringBuilder out = new StringBuilder();
        header(out, "From", addresses(m.from()));
        header(out, "To", addresses(m.to()));
        header(out, "Cc", addresses(m.cc()));
        header(out, "Bcc", addresses(m.bcc()));
        header(out, "Subject", m.subject() == null ? null : word(m.subject()));
        header(out, "Date", DATE.format(m.sentDate() != null ? m.sentDate() : m.internalDate()));
        header(out, "Message-ID", m.mimeMessageId() != null ? m.mimeMessageId() : "<" + m.messageId() + "@corpus.test>");
        header(out, "MIME-Version", "1.0");
        boolean multipart = m.htmlBody() != null || !m.attachments().isEmpty();
        if (!multipart) {
            part(out, "text/plain; charset=utf-8", null, m.textBody() == null ? "" : m.textBody());
            return out.toString().getBytes(StandardCharsets.US_ASCII);
        }
        String boundary = "=_corpus_" + Integer.toHexString(m.messageId().hashCode());
        header(out, "Content-Type", "multipart/mixed; boundary=\"" + boundary + "\"");
        out.append(CRLF);
        out.append("--").append(boundary).append(CRLF);
        part(out, "text/plain; charset=utf-8", null, m.textBody() == null ? "" : m.textBody());
        if (m.htmlBody() != null) {
            out.append("--").append(boundary).append(CRLF);
            part(out, "text/html; charset=utf-8", null, m.htmlBody());
        }
        for (MailAttachment a : m.attachments()) {
            out.append("--").append(boundary).append(CRLF);
            part(out, a.mediaType() == null ? "application/octet-stream" : a.mediaType(),
                    a.fileName() == null ? null : "attachment; filename=\"" + word(a.fileName()) + "\"",
                    a.textContent() == null ? "" : a.textContent());
        }
        out.append("--").append(boundary).append("--").append(CRLF);
        return out.toString().getBytes(StandardCharsets.US_ASCII);
    }

    private static void header(StringBuilder out, String name, String value) {
        if (value != null && !value.isEmpty()) {
            out.append(name).append(": ").append(value).append(CRLF);
        }
    }

    private static void part(StringBuilder out, String type, String disposition, String text) {
        header(out, "Content-Type", type);
        header(out, "Content-Disposition", disposition);
        header(out, "Content-Transfer-Encoding", "base64");
        out.append(CRLF);
        out.append(Base64.getMimeEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8))).append(CRLF);
    }

    private static String addresses(List<MailAddress> list) {
        return list.stream().map(a -> a.name() == null || a.name().isEmpty() ? a.address()
                        : word(a.name().replace("\"", "")) + " <" + a.address() + ">")
                .collect(Collectors.joining(", "));
    }

    /** Plain when ASCII, else one RFC 2047 encoded word per header value (base64, UTF-8). */
    static String word(String text) {
        boolean ascii = text.chars().allMatch(c -> c >= 0x20 && c < 0x7f);
        return ascii ? text : "=?UTF-8?B?" + Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8)) + "?=";
    }
}
