package org.jsonpjackson.sim.server;

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
 * Ann's two mailboxes and Ben's one, small enough to work out every answer by hand. Email {@code e1} is in
 * both of Ann's mailboxes; {@code e1} and {@code e2} are one thread.
 */
final class JmapFixture {

    static final String ANN = "ann@jmap.test";
    static final String BEN = "ben@jmap.test";
    static final String ANN_INBOX = "ann-inbox";
    static final String ANN_WORK = "ann-work";
    static final String BEN_INBOX = "ben-inbox";

    static final MailAddress ZOE = MailAddress.of("Zoe Adams", "zoe@alpha.test");

    static final MailMessage E1 = MailMessage.builder(ANN_INBOX, 1, "e1").threadId("th1").user(ANN).size(5_000)
            .internalDate(Instant.parse("2026-05-01T10:00:00Z")).sentDate(Instant.parse("2026-05-01T09:00:00Z"))
            .flags(Flags.of(SystemFlag.SEEN))
            .from(ZOE).to(MailAddress.of("Ann", ANN))
            .subject("Budget meeting").textBody("The agenda and the numbers.")
            .headers(List.of(new MailHeader("X-Tag", "green")))
            .build();

    static final MailMessage E2 = MailMessage.builder(ANN_INBOX, 2, "e2").threadId("th1").user(ANN).size(15_000)
            .internalDate(Instant.parse("2026-05-02T10:00:00Z")).sentDate(Instant.parse("2026-05-02T09:00:00Z"))
            .flags(Flags.of(SystemFlag.FLAGGED))
            .from(MailAddress.of("Yves Brun", "yves@beta.test")).to(MailAddress.of("Ann", ANN)).cc(ZOE)
            .subject("Re: Budget meeting").textBody("Moved to Friday.")
            .attachments(new MailAttachment("plan.pdf", "application/pdf", "quarter plan"))
            .build();

    static final MailMessage E3 = MailMessage.builder(ANN_WORK, 1, "e3").threadId("th3").user(ANN).size(40_000)
            .internalDate(Instant.parse("2026-05-03T10:00:00Z")).sentDate(Instant.parse("2026-05-03T09:00:00Z"))
            .flags(Flags.of(Set.of(SystemFlag.SEEN, SystemFlag.ANSWERED), Set.of("urgent")))
            .from(MailAddress.of("Xena Cole", "xena@gamma.test")).to(MailAddress.of("Ann", ANN))
            .bcc(MailAddress.of("audit@gamma.test"))
            .subject("Server outage").textBody("The database crashed at noon.")
            .build();

    static final MailMessage E4 = MailMessage.builder(ANN_WORK, 2, "e4").threadId("th4").user(ANN).size(1_200)
            .internalDate(Instant.parse("2026-05-04T10:00:00Z")).sentDate(Instant.parse("2026-04-30T09:00:00Z"))
            .from(ZOE).to(MailAddress.of("team@alpha.test"))
            .subject("Lunch").textBody("Pizza on the roof.")
            .build();

    static final MailMessage E1_COPY = E1.copyTo(ANN_WORK, 3);

    static final MailMessage E5 = MailMessage.builder(BEN_INBOX, 1, "e5").user(BEN).size(3_000)
            .internalDate(Instant.parse("2026-05-05T10:00:00Z"))
            .from(ZOE).to(MailAddress.of(BEN))
            .subject("Budget").textBody("Pizza budget.")
            .build();

    static final List<MailMessage> ALL = List.of(E1, E2, E3, E4, E1_COPY, E5);

    private JmapFixture() {
    }
}
