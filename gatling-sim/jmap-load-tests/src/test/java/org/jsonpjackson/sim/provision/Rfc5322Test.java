package org.jsonpjackson.sim.provision;

import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.mailbox.message.MailAttachment;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;

import static org.assertj.core.api.Assertions.assertThat;

/** A corpus message as RFC 5322: the headers a search reads, non-ASCII text encoded, parts when needed. */
class Rfc5322Test {

    private static MailMessage.Builder message() {
        return MailMessage.builder("u0-inbox", 1, "u0-m1").user("user0@corpus.test").mimeMessageId("<u0-m1@corpus.test>")
                .internalDate(Instant.parse("2025-02-03T04:05:06Z")).sentDate(Instant.parse("2025-02-03T04:00:00Z"))
                .from(new MailAddress("Zoë Ricor", "zoe@north.test")).to(new MailAddress(null, "user0@corpus.test"))
                .subject("Plen ricor").textBody("ricor lobreachour");
    }

    @Test
    void aPlainMessageIsOneTextPartWithItsHeaders() {
        String text = new String(Rfc5322.of(message().build()), StandardCharsets.US_ASCII);
        assertThat(text).startsWith("From: =?UTF-8?B?" + Base64.getEncoder().encodeToString("Zoë Ricor".getBytes(StandardCharsets.UTF_8))
                + "?= <zoe@north.test>\r\nTo: user0@corpus.test\r\nSubject: Plen ricor\r\n");
        assertThat(text).contains("Date: Mon, 3 Feb 2025 04:00:00 GMT\r\n", "Message-ID: <u0-m1@corpus.test>\r\n",
                "Content-Type: text/plain; charset=utf-8\r\n",
                Base64.getMimeEncoder().encodeToString("ricor lobreachour".getBytes(StandardCharsets.UTF_8)));
        assertThat(text).doesNotContain("multipart");
    }

    @Test
    void htmlAndAttachmentsMakeItMultipart() {
        String text = new String(Rfc5322.of(message().htmlBody("<p>ricor</p>")
                .attachments(new MailAttachment("notes.txt", "text/plain", "gekeax")).build()), StandardCharsets.US_ASCII);
        assertThat(text).contains("Content-Type: multipart/mixed; boundary=", "Content-Type: text/html; charset=utf-8",
                "Content-Disposition: attachment; filename=\"notes.txt\"");
        String boundary = text.replaceAll("(?s).*boundary=\"([^\"]+)\".*", "$1");
        assertThat(text.split("--" + boundary, -1)).hasSize(5);
        assertThat(text).endsWith("--" + boundary + "--\r\n");
    }
}
