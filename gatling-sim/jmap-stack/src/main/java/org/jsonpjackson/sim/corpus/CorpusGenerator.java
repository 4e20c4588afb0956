package org.jsonpjackson.sim.corpus;

import org.jsonpjackson.mailbox.message.Flags;
import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.mailbox.message.MailAttachment;
import org.jsonpjackson.mailbox.message.MailHeader;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.mailbox.message.SystemFlag;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * A synthetic mail corpus: deterministic for a {@link CorpusSpec}, with the shapes real mailboxes have. Each
 * user has an inbox, an archive and a sent mailbox; messages arrive over a year; about a third answer an
 * earlier message and join its thread; senders come from a shared pool of contacts, some much more active
 * than others; sizes run from 1 KB to 100 KB, evenly on a log scale, the large ones mostly attachments.
 */
public final class CorpusGenerator {

    public static final String INBOX = "inbox";
    public static final String ARCHIVE = "archive";
    public static final String SENT = "sent";

    private static final Instant START = Instant.parse("2025-01-01T00:00:00Z");
    private static final Duration SPAN = Duration.ofDays(365);
    private static final int CONTACTS = 400;
    private static final int DOMAINS = 40;
    private static final String[] EXTENSIONS = {"pdf", "docx", "txt", "jpg", "png", "xlsx"};
    private static final String[] USER_FLAGS = {"$important", "$forwarded", "todo", "work", "family"};

    private final CorpusSpec spec;
    /** The words of subjects, bodies and attachments' text: in the corpus' script. */
    private final CorpusVocabulary vocabulary;
    /** The words of names, addresses and file names: Latin in every corpus (the same object as the text's there). */
    private final CorpusVocabulary names;
    private final List<MailAddress> contacts;

    public CorpusGenerator(CorpusSpec spec) {
        this.spec = spec;
        this.names = CorpusVocabulary.generate(spec.seed(), 5_000);
        this.vocabulary = spec.script() == CorpusScript.CJK ? CorpusVocabulary.generateCjk(spec.seed(), 5_000) : names;
        SplittableRandom random = new SplittableRandom(spec.seed());
        List<MailAddress> pool = new ArrayList<>(CONTACTS);
        for (int i = 0; i < CONTACTS; i++) {
            String first = capitalized(names.words().get(random.nextInt(2_000)));
            String last = capitalized(names.words().get(random.nextInt(2_000)));
            String domain = names.words().get(100 + i % DOMAINS) + ".test";
            pool.add(MailAddress.of(first + " " + last,
                    (first + "." + last).toLowerCase(Locale.ROOT) + i + "@" + domain));
        }
        this.contacts = List.copyOf(pool);
    }

    public CorpusSpec spec() {
        return spec;
    }

    /** The words subjects and bodies are made of: the ones to search for. */
    public CorpusVocabulary vocabulary() {
        return vocabulary;
    }

    /** The pool senders and recipients are drawn from, the most active first. */
    public List<MailAddress> contacts() {
        return contacts;
    }

    /** Every message, user by user; each user's messages in arrival order. */
    public Stream<MailMessage> messages() {
        return IntStream.range(0, spec.users()).boxed().flatMap(user -> userMessages(user).stream());
    }

    /** One user's messages; the same for a user whatever the number of users. */
    public List<MailMessage> userMessages(int user) {
        SplittableRandom random = new SplittableRandom(spec.seed() * 1_000_003L + user);
        String owner = CorpusSpec.user(user);
        MailAddress self = MailAddress.of(capitalized(names.words().get(user % 1_000)) + " User" + user, owner);
        long[] uids = new long[3];
        List<MailMessage> messages = new ArrayList<>(spec.messagesPerUser());
        long step = SPAN.toSeconds() / spec.messagesPerUser();
        Instant at = START;
        for (int i = 0; i < spec.messagesPerUser(); i++) {
            at = at.plusSeconds(1 + random.nextLong(Math.max(2, 2 * step)));
            double where = random.nextDouble();
            int box = where < 0.70 ? 0 : where < 0.85 ? 1 : 2;
            String mailbox = CorpusSpec.mailbox(user, box == 0 ? INBOX : box == 1 ? ARCHIVE : SENT);
            String messageId = "u" + user + "-m" + i;
            MailMessage.Builder m = MailMessage.builder(mailbox, ++uids[box], messageId)
                    .user(owner)
                    .mimeMessageId("<" + messageId + "@corpus.test>")
                    .modSeq(i + 1L)
                    .internalDate(at)
                    .sentDate(at.minusSeconds(random.nextInt(600)))
                    .saveDate(box == 1 ? at.plusSeconds(86_400L * (1 + random.nextInt(30))) : at);

            MailAddress contact = contact(random);
            MailMessage parent = messages.isEmpty() || random.nextDouble() >= 0.3
                    ? null : messages.get(Math.max(0, messages.size() - 1 - random.nextInt(Math.min(20, messages.size()))));
            String subject = parent == null ? capitalized(vocabulary.text(random, 3 + random.nextInt(6)))
                    : parent.subject().startsWith("Re: ") ? parent.subject() : "Re: " + parent.subject();
            m.threadId(parent == null ? messageId : parent.threadId()).subject(subject);
            if (box == 2) {
                m.from(self).to(recipients(random, contact));
            } else {
                m.from(contact).to(recipients(random, self));
            }
            if (random.nextDouble() < 0.2) {
                m.cc(contact(random));
            }
            if (box == 2 && random.nextDouble() < 0.05) {
                m.bcc(contact(random));
            }

            long size = Math.round(Math.exp(Math.log(1_024) + random.nextDouble() * Math.log(100)));
            m.size(size);
            String body = vocabulary.text(random, (int) Math.min(400, Math.max(20, (size - 700) / 8)));
            m.textBody(body);
            if (random.nextDouble() < 0.3) {
                m.htmlBody("<html><body><p>" + body + "</p></body></html>");
            }
            List<MailAttachment> attachments = attachments(random, size);
            m.attachments(attachments);
            m.mediaType(attachments.isEmpty() ? "text" : "multipart", attachments.isEmpty() ? "plain" : "mixed");
            m.headers(headers(random, subject));
            m.flags(flags(random, box));
            messages.add(m.build());
        }
        return messages;
    }

    private MailAddress contact(SplittableRandom random) {
        // a few contacts write most of the mail: square the uniform draw to skew towards the front
        double u = random.nextDouble();
        return contacts.get((int) (u * u * contacts.size()));
    }

    private List<MailAddress> recipients(SplittableRandom random, MailAddress main) {
        List<MailAddress> to = new ArrayList<>(3);
        to.add(main);
        int more = random.nextDouble() < 0.25 ? 1 + random.nextInt(2) : 0;
        for (int i = 0; i < more; i++) {
            to.add(contact(random));
        }
        return to;
    }

    private List<MailAttachment> attachments(SplittableRandom random, long size) {
        double chance = size > 20_000 ? 0.6 : 0.1;
        if (random.nextDouble() >= chance) {
            return List.of();
        }
        int count = 1 + random.nextInt(2);
        List<MailAttachment> attachments = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String extension = EXTENSIONS[random.nextInt(EXTENSIONS.length)];
            boolean text = !extension.equals("jpg") && !extension.equals("png");
            attachments.add(new MailAttachment(names.word(random) + "." + extension, mediaType(extension),
                    text ? vocabulary.text(random, 20 + random.nextInt(60)) : null));
        }
        return attachments;
    }

    private List<MailHeader> headers(SplittableRandom random, String subject) {
        List<MailHeader> headers = new ArrayList<>(3);
        headers.add(new MailHeader("Subject", subject));
        if (random.nextDouble() < 0.1) {
            headers.add(new MailHeader("List-Id", "<" + names.word(random) + ".lists.corpus.test>"));
        }
        if (random.nextDouble() < 0.05) {
            headers.add(new MailHeader("X-Priority", "1 (Highest)"));
        }
        return headers;
    }

    private static Flags flags(SplittableRandom random, int box) {
        Set<SystemFlag> system = EnumSet.noneOf(SystemFlag.class);
        if (box == 2 || random.nextDouble() < 0.75) {
            system.add(SystemFlag.SEEN);
        }
        if (random.nextDouble() < 0.15) {
            system.add(SystemFlag.ANSWERED);
        }
        if (random.nextDouble() < 0.08) {
            system.add(SystemFlag.FLAGGED);
        }
        if (box == 2 && random.nextDouble() < 0.05) {
            system.add(SystemFlag.DRAFT);
        }
        if (random.nextDouble() < 0.01) {
            system.add(SystemFlag.DELETED);
        }
        if (random.nextDouble() < 0.05) {
            system.add(SystemFlag.RECENT);
        }
        Set<String> user = new HashSet<>();
        for (String flag : USER_FLAGS) {
            if (random.nextDouble() < 0.05) {
                user.add(flag);
            }
        }
        return Flags.of(system, user);
    }

    private static String mediaType(String extension) {
        return switch (extension) {
            case "pdf" -> "application/pdf";
            case "docx" -> "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
            case "xlsx" -> "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
            case "txt" -> "text/plain";
            case "jpg" -> "image/jpeg";
            default -> "image/png";
        };
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
