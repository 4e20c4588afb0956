package org.jsonpjackson.sim.server;

import org.jsonpjackson.mailbox.message.Flags;
import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.mailbox.message.MailAttachment;
import org.jsonpjackson.mailbox.message.MailHeader;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.mailbox.message.SystemFlag;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Random mail for the oracle, from a seed: emails with copies in several mailboxes whose flags disagree,
 * received at a handful of instants (so sorts tie), several recipients, names that are absent, empty or
 * accented, subjects with reply and forward prefixes, mixed-case custom keywords, attachments and headers.
 * It keeps each email as the oracle sees it ({@link Email}) and the messages that are imported for it.
 */
final class OracleCorpus {

    static final String MAIN = "main@oracle.test";
    static final String OTHER = "other@oracle.test";
    static final List<String> MAILBOXES = List.of("inbox", "archive", "trash", "work");

    /** Made-up words, a few accented or with digits; none is a word of the HTML tags or of the addresses' domains. */
    static final List<String> WORDS = List.of("zorb", "quint", "ledgerx", "nadir", "plover", "tamsin", "brisk",
            "cobalt", "dunmore", "ember", "fallow", "gantry", "hollis", "istra", "jubal", "kestrel", "lumen", "mardi",
            "nestor", "orrin", "pavane", "quarry", "rubric", "sable", "tercel", "umber", "vellum", "wicket", "yarrow",
            "zephyr", "café", "crème", "müller", "niño", "façade", "v2", "x11", "2026");
    static final List<String> FIRST_NAMES = List.of("Alice", "Bruno", "Chloé", "Dmitri", "Eve", "Farid", "Gül", "Hana");
    static final List<String> LAST_NAMES = List.of("Nadir", "Okafor", "Petit", "Quist", "Rossi", "Sato", "Tran", "Ünal");
    static final List<String> DOMAINS = List.of("north.test", "south.test", "east-side.test", "mail.west.test");
    /** Custom keywords, in several cases: keywords are compared without regard to case. */
    static final List<String> CUSTOM_KEYWORDS = List.of("Todo", "TODO", "todo", "$Label1", "$label1", "work", "$Forwarded");
    static final List<String> SUBJECT_PREFIXES = List.of("", "", "", "Re: ", "RE: Re: ", "Fwd: ", "[list] ", "[list] Re: ",
            "Re [x]: ", "fw:");
    static final List<String> EXTENSIONS = List.of(".pdf", ".txt", "", ".tar.gz");
    static final List<String> HEADER_NAMES = List.of("X-Tag", "List-Id", "X-Priority");
    /** The instants messages are received at: few, so that many share one. */
    static final List<Instant> INSTANTS;

    static {
        List<Instant> instants = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            instants.add(Instant.parse("2026-03-01T00:00:00Z").plusSeconds(i * 7_919L));
        }
        INSTANTS = List.copyOf(instants);
    }

    static final long[] SIZES = {512, 1_000, 1_024, 2_048, 4_000, 10_000, 65_536, 99_999};

    record Address(String name, String email) {
    }

    record Attachment(String name, String type, String text) {
    }

    record Header(String name, String value) {
    }

    /** One email as JMAP sees it: its set of mailboxes, and its keywords (the union of its copies'), lower-cased. */
    record Email(String user, String id, String threadId, Set<String> mailboxes, Set<String> keywords,
                 Instant receivedAt, Instant sentAt, long size, List<Address> from, List<Address> to,
                 List<Address> cc, List<Address> bcc, String subject, String textBody, String htmlBody,
                 List<Attachment> attachments, List<Header> headers) {
    }

    private final SplittableRandom random;
    private final List<Email> emails = new ArrayList<>();
    private final List<MailMessage> messages = new ArrayList<>();
    private final List<Address> contacts = new ArrayList<>();

    OracleCorpus(long seed, int mainEmails, int otherEmails) {
        this.random = new SplittableRandom(seed);
        for (int i = 0; i < 24; i++) {
            contacts.add(contact(i));
        }
        generate(MAIN, mainEmails);
        generate(OTHER, otherEmails);
    }

    List<Email> emails() {
        return emails;
    }

    List<MailMessage> messages() {
        return messages;
    }

    SplittableRandom random() {
        return random;
    }

    static String mailbox(String user, String name) {
        return user.substring(0, user.indexOf('@')) + "-" + name;
    }

    private Address contact(int i) {
        String first = pick(FIRST_NAMES);
        String last = pick(LAST_NAMES);
        String local = (random.nextBoolean() ? first + "." + last : last + i).toLowerCase(Locale.ROOT)
                .replace("é", "e").replace("ü", "u").replace("ü", "u");
        String email = local + "@" + pick(DOMAINS);
        double kind = random.nextDouble();
        // no name, an empty name, or a full one
        String name = kind < 0.2 ? null : kind < 0.3 ? "" : first + " " + last;
        return new Address(name, email);
    }

    private void generate(String user, int count) {
        long[] uids = new long[MAILBOXES.size()];
        List<String> threads = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            // the two users share message ids: each user's email is its own
            String id = "m" + n;
            String threadId = threads.isEmpty() || random.nextDouble() < 0.7 ? id : threads.get(random.nextInt(threads.size()));
            threads.add(threadId);
            Instant receivedAt = pick(INSTANTS);
            Instant sentAt = random.nextDouble() < 0.2 ? null
                    : random.nextDouble() < 0.2 ? receivedAt : receivedAt.minusSeconds(random.nextInt(20_000));
            long size = random.nextDouble() < 0.6 ? SIZES[random.nextInt(SIZES.length)] : 100 + random.nextInt(100_000);
            List<Address> from = addresses(random.nextDouble() < 0.05 ? 0 : 1);
            List<Address> to = addresses(random.nextInt(4));
            List<Address> cc = addresses(random.nextDouble() < 0.6 ? 0 : 1 + random.nextInt(2));
            List<Address> bcc = addresses(random.nextDouble() < 0.8 ? 0 : 1);
            String subject = random.nextDouble() < 0.05 ? null : pick(SUBJECT_PREFIXES) + capitalized(words(1 + random.nextInt(4)))
                    + (random.nextDouble() < 0.1 ? " (fwd)" : "");
            String textBody = random.nextDouble() < 0.1 ? null : words(3 + random.nextInt(12));
            String htmlBody = random.nextDouble() < 0.3 ? "<html><body><p>" + words(2 + random.nextInt(6)) + "</p><br/></body></html>" : null;
            List<Attachment> attachments = new ArrayList<>();
            for (int a = random.nextDouble() < 0.6 ? 0 : 1 + random.nextInt(2); a > 0; a--) {
                attachments.add(new Attachment(random.nextDouble() < 0.1 ? null : pick(WORDS) + pick(EXTENSIONS),
                        "application/octet-stream", random.nextBoolean() ? words(2 + random.nextInt(5)) : null));
            }
            List<Header> headers = new ArrayList<>();
            for (int h = random.nextInt(3); h > 0; h--) {
                String name = pick(HEADER_NAMES);
                headers.add(new Header(random.nextBoolean() ? name : name.toLowerCase(Locale.ROOT), words(1 + random.nextInt(3))));
            }

            // one to three copies, in distinct mailboxes, each with flags of its own
            List<String> boxes = new ArrayList<>(MAILBOXES);
            int copies = random.nextDouble() < 0.5 ? 1 : random.nextDouble() < 0.7 ? 2 : 3;
            Set<String> mailboxes = new LinkedHashSet<>();
            Set<String> keywords = new LinkedHashSet<>();
            for (int c = 0; c < copies; c++) {
                int box = MAILBOXES.indexOf(boxes.remove(random.nextInt(boxes.size())));
                String mailbox = mailbox(user, MAILBOXES.get(box));
                mailboxes.add(mailbox);
                Flags flags = flags();
                flags.system().forEach(f -> keywords.add("$" + f.name().toLowerCase(Locale.ROOT)));
                flags.user().forEach(k -> keywords.add(k.toLowerCase(Locale.ROOT)));
                messages.add(MailMessage.builder(mailbox, ++uids[box], id).threadId(threadId).user(user).modSeq(n + 1L)
                        .size(size).internalDate(receivedAt).sentDate(sentAt).flags(flags)
                        .from(mail(from)).to(mail(to)).cc(mail(cc)).bcc(mail(bcc)).subject(subject)
                        .headers(headers.stream().map(h -> new MailHeader(h.name(), h.value())).toList())
                        .textBody(textBody).htmlBody(htmlBody)
                        .attachments(attachments.stream().map(a -> new MailAttachment(a.name(), a.type(), a.text())).toList())
                        .build());
            }
            emails.add(new Email(user, id, threadId, Set.copyOf(mailboxes), Set.copyOf(keywords), receivedAt, sentAt, size,
                    from, to, cc, bcc, subject, textBody, htmlBody, List.copyOf(attachments), List.copyOf(headers)));
        }
    }

    private Flags flags() {
        Set<SystemFlag> system = EnumSet.noneOf(SystemFlag.class);
        for (SystemFlag flag : SystemFlag.values()) {
            if (random.nextDouble() < (flag == SystemFlag.SEEN ? 0.5 : 0.1)) {
                system.add(flag);
            }
        }
        Set<String> user = new LinkedHashSet<>();
        for (int k = random.nextDouble() < 0.6 ? 0 : 1 + random.nextInt(2); k > 0; k--) {
            user.add(pick(CUSTOM_KEYWORDS));
        }
        return Flags.of(system, user);
    }

    private List<Address> addresses(int count) {
        List<Address> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            list.add(pick(contacts));
        }
        return list;
    }

    private static List<MailAddress> mail(List<Address> addresses) {
        return addresses.stream().map(a -> MailAddress.of(a.name(), a.email())).toList();
    }

    private String words(int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            String word = pick(WORDS);
            text.append(i == 0 ? "" : random.nextDouble() < 0.1 ? ", " : " ")
                    .append(random.nextDouble() < 0.15 ? word.toUpperCase(Locale.ROOT) : word);
        }
        return text.toString();
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }
}
