package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.message.Flags;
import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.mailbox.message.MailAttachment;
import org.jsonpjackson.mailbox.message.MailHeader;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.mailbox.message.SystemFlag;

import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * A small hand-made mailbox set whose every answer can be worked out by reading it: two users, three
 * mailboxes, one message copied into two of them, a uid at the top of the unsigned 32-bit range, and dates
 * on both sides of midnight.
 */
final class Fixture {

    static final String ALICE = "alice@jsonp.test";
    static final String BOB = "bob@jsonp.test";
    static final String INBOX = "alice-inbox";
    static final String ARCHIVE = "alice-archive";
    static final String SENT = "bob-sent";
    static final long MAX_UID = 4_294_967_295L;

    static final MailMessage REPORT = MailMessage.builder(INBOX, 1, "m-report")
            .threadId("t-report").mimeMessageId("<report@example.com>").user(ALICE).modSeq(10).size(1_500)
            .internalDate(Instant.parse("2026-01-10T23:59:59Z"))
            .sentDate(Instant.parse("2026-01-10T20:00:00Z"))
            .saveDate(Instant.parse("2026-01-11T00:00:00Z"))
            .flags(Flags.of(Set.of(SystemFlag.SEEN, SystemFlag.ANSWERED), Set.of("$Important")))
            .from(MailAddress.of("Alice Martin", "alice.martin@example.com"))
            .to(MailAddress.of("Bob", BOB))
            .subject("Quarterly report draft")
            .headers(List.of(new MailHeader("X-Priority", "1 (Highest)"), new MailHeader("Subject", "Quarterly report draft")))
            .textBody("Please review the quarterly numbers before Monday.")
            .build();

    static final MailMessage LUNCH = MailMessage.builder(INBOX, 2, "m-lunch")
            .user(ALICE).modSeq(11).size(20_000)
            .internalDate(Instant.parse("2026-01-11T00:00:00Z"))
            .sentDate(Instant.parse("2026-01-10T23:00:00Z"))
            .saveDate(Instant.parse("2026-01-11T00:00:01Z"))
            .flags(Flags.of(Set.of(SystemFlag.FLAGGED), Set.of("todo")))
            .from(MailAddress.of("Bob Dupont", "bob@dupont.fr"))
            .to(MailAddress.of("Alice", ALICE))
            .cc(MailAddress.of("carol@example.org"))
            .subject("Lunch on Friday")
            .textBody("Shall we meet at the café near the station?")
            .htmlBody("<p>Shall we meet at the <b>café</b>?</p>")
            .attachments(new MailAttachment("menu.pdf", "application/pdf", "pizza pasta salad"))
            .mediaType("multipart", "mixed")
            .build();

    static final MailMessage NEWSLETTER = MailMessage.builder(INBOX, 3, "m-news")
            .threadId("t-report").user(ALICE).modSeq(12).size(99_000)
            .internalDate(Instant.parse("2026-01-12T12:00:00Z"))
            .sentDate(Instant.parse("2026-01-12T11:59:00Z"))
            .flags(Flags.of(SystemFlag.DRAFT, SystemFlag.DELETED))
            .from(MailAddress.of("Ça Va Newsletter", "news@letters.example.com"))
            .to(MailAddress.of(ALICE))
            .bcc(MailAddress.of("Archive Robot", "archive@jsonp.test"))
            .subject("Re: Quarterly report draft")
            .headers(List.of(new MailHeader("List-Id", "<news.letters.example.com>")))
            .textBody("Weekly news about climbing and alpine routes.")
            .build();

    static final MailMessage HOLIDAY = MailMessage.builder(INBOX, 4, "m-holiday")
            .user(ALICE).modSeq(13).size(55_000)
            .internalDate(Instant.parse("2026-01-13T08:00:00Z"))
            .sentDate(Instant.parse("2026-01-13T07:00:00Z"))
            .flags(Flags.of(SystemFlag.RECENT))
            .from(MailAddress.of("carol@example.org"))
            .to(MailAddress.of("Bob", BOB))
            .subject("Holiday pictures")
            .textBody("Here they are.")
            .attachments(new MailAttachment("photo.jpg", "image/jpeg", null),
                    new MailAttachment("notes.txt", "text/plain", "beach sunset"))
            .mediaType("multipart", "mixed")
            .build();

    /** The report, copied into the archive: another document of the same message. */
    static final MailMessage REPORT_COPY = REPORT.copyTo(ARCHIVE, 1);

    static final MailMessage INVOICE = MailMessage.builder(ARCHIVE, MAX_UID, "m-invoice")
            .user(ALICE).modSeq(14).size(3_000)
            .internalDate(Instant.parse("2025-12-31T23:30:00Z"))
            .flags(Flags.of(SystemFlag.SEEN))
            .from(MailAddress.of("Dave", "dave@corp.example.net"))
            .to(MailAddress.of(ALICE))
            .subject("Invoice 2025-12")
            .textBody("Amount due: 1200 euros.")
            .build();

    static final MailMessage FEEDBACK = MailMessage.builder(SENT, 1, "m-feedback")
            .user(BOB).modSeq(15).size(2_000)
            .internalDate(Instant.parse("2026-01-11T10:00:00Z"))
            .sentDate(Instant.parse("2026-01-11T10:00:00Z"))
            .flags(Flags.of(SystemFlag.SEEN))
            .from(MailAddress.of("Bob", BOB))
            .to(MailAddress.of("Alice Martin", "alice.martin@example.com"))
            .subject("Quarterly report feedback")
            .textBody("Looks good.")
            .build();

    static final List<MailMessage> ALL = List.of(REPORT, LUNCH, NEWSLETTER, HOLIDAY, REPORT_COPY, INVOICE, FEEDBACK);

    private Fixture() {
    }
}
