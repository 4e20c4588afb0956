package org.jsonpjackson.sim.provision;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.mailbox.message.SystemFlag;
import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.jmapclient.JmapClient;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Loads our seeded corpus into any JMAP server's accounts through standard calls: {@code Mailbox/get} finds the
 * inbox, sent and archive mailboxes by role, {@code Mailbox/set} creates those missing, each message is uploaded
 * (RFC 8620 section 6.1) and imported with {@code Email/import} (RFC 8621) with its keywords and received date.
 * The corpus' user {@code n} goes into the account of the feeder's user {@code n}. Idempotent per user: a
 * message whose Message-ID the account already holds is not imported again, so a second run imports nothing.
 *
 * <p>Each {@code Email/import} carries as many emails as the session's {@code maxObjectsInSet} allows. Servers
 * may allow fewer than they advertise (Apache James 3.9 advertises 500 and takes 5), so a batch refused with
 * {@code requestTooLarge} is split in halves and sent again, and the size that was taken is used for the rest of
 * that user's mail; the blobs are uploaded once, whatever the splitting.
 */
public final class Provisioning {

    /** The corpus' mailbox names, and the role each has on the server. */
    private static final Map<String, String> ROLES = Map.of(CorpusGenerator.INBOX, "inbox", CorpusGenerator.SENT, "sent",
            CorpusGenerator.ARCHIVE, "archive");

    private Provisioning() {
    }

    /** What one user got. */
    public record Outcome(String user, int imported, int present) {
    }

    public static List<Outcome> run(CorpusGenerator corpus, List<JmapClient> clients) {
        List<Outcome> outcomes = new ArrayList<>();
        for (int n = 0; n < clients.size(); n++) {
            JmapClient client = clients.get(n);
            Outcome outcome = user(client, corpus.userMessages(n % corpus.spec().users()));
            outcomes.add(outcome);
            System.out.printf(Locale.ROOT, "Provisioning %d/%d: %s, %d imported, %d already there%n", n + 1, clients.size(),
                    outcome.user(), outcome.imported(), outcome.present());
        }
        return outcomes;
    }

    static Outcome user(JmapClient client, List<MailMessage> messages) {
        String account = client.session().accountId();
        Map<String, String> mailboxes = mailboxes(client, account);
        Set<String> present = messageIds(client, account);
        List<MailMessage> missing = messages.stream().filter(m -> !present.contains(bare(m.mimeMessageId()))).toList();
        // the size the server takes: what its session advertises, until a batch is refused as too large
        int[] batch = {client.session().maxObjectsInSet()};
        for (int i = 0; i < missing.size(); ) {
            List<MailMessage> next = missing.subList(i, Math.min(missing.size(), i + batch[0]));
            List<String> emails = new ArrayList<>();
            for (MailMessage m : next) {
                emails.add(email(upload(client, Rfc5322.of(m)), mailboxes, m));
            }
            importSplitting(client, account, emails, batch);
            i += next.size();
        }
        return new Outcome(client.user(), missing.size(), messages.size() - missing.size());
    }

    /** Uploads of one message: the first, and those after a server error. */
    static final int UPLOAD_ATTEMPTS = 4;

    /**
     * One message's upload, sent again after a server error (HTTP 5xx), up to {@value #UPLOAD_ATTEMPTS} times in
     * all: a blob is named by its content, so a second upload stores nothing twice. Apache James 3.9's upload route
     * failed one upload in 400 to 1,500 with HTTP 500 here (its blocking read of the body interrupted, in its log);
     * before this, the whole provisioning was run again, and a 6,000-message corpus needed its last attempt.
     */
    private static String upload(JmapClient client, byte[] message) {
        for (int attempt = 1; ; attempt++) {
            try {
                return client.upload(message, "message/rfc822");
            } catch (JmapClient.JmapException e) {
                if (attempt == UPLOAD_ATTEMPTS || !e.getMessage().contains(": HTTP 5")) {
                    throw e;
                }
                System.out.println("Provisioning " + client.user() + ": an upload met a server error (attempt " + attempt
                        + " of " + UPLOAD_ATTEMPTS + "); sending it again");
                try {
                    Thread.sleep(1_000L * attempt);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    /** The server's mailbox id for each corpus mailbox name, creating the missing ones. */
    private static Map<String, String> mailboxes(JmapClient client, String account) {
        JsonArray list = JmapClient.arguments(client.call("[[\"Mailbox/get\",{\"accountId\":\"" + account
                + "\",\"ids\":null,\"properties\":[\"id\",\"name\",\"role\"]},\"m\"]]", JmapClient.MAIL), 0, "Mailbox/get")
                .getJsonArray("list");
        Map<String, String> ids = new HashMap<>();
        for (Map.Entry<String, String> want : ROLES.entrySet()) {
            for (JsonValue v : list) {
                JsonObject box = v.asJsonObject();
                boolean byRole = box.get("role") instanceof JsonString r && r.getString().equals(want.getValue());
                boolean byName = box.getString("name", "").equalsIgnoreCase(want.getKey());
                if (byRole || byName && !ids.containsKey(want.getKey())) {
                    ids.put(want.getKey(), box.getString("id"));
                }
            }
        }
        for (String name : ROLES.keySet()) {
            if (!ids.containsKey(name)) {
                ids.put(name, create(client, account, name));
            }
        }
        return ids;
    }

    /** A mailbox with the corpus' name, with its role if the server takes it, else without. */
    private static String create(JmapClient client, String account, String name) {
        String title = name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
        for (String role : new String[] {",\"role\":\"" + ROLES.get(name) + "\"", ""}) {
            JsonObject set = JmapClient.arguments(client.call("[[\"Mailbox/set\",{\"accountId\":\"" + account
                    + "\",\"create\":{\"b\":{\"name\":\"" + title + "\",\"parentId\":null" + role + "}}},\"s\"]]",
                    JmapClient.MAIL), 0, "Mailbox/set");
            if (set.get("created") instanceof JsonObject created && created.containsKey("b")) {
                return created.getJsonObject("b").getString("id");
            }
            if (role.isEmpty()) {
                throw new JmapClient.JmapException(client.user() + ": Mailbox/set did not create " + title + ": " + set);
            }
        }
        throw new AssertionError();
    }

    /** The Message-IDs the account holds, without angle brackets. */
    private static Set<String> messageIds(JmapClient client, String account) {
        Set<String> ids = new HashSet<>();
        for (int position = 0; ; ) {
            JsonArray responses = client.call("[[\"Email/query\",{\"accountId\":\"" + account + "\",\"position\":" + position
                    + ",\"limit\":256},\"q\"],[\"Email/get\",{\"accountId\":\"" + account + "\",\"#ids\":{\"resultOf\":\"q\","
                    + "\"name\":\"Email/query\",\"path\":\"/ids\"},\"properties\":[\"messageId\"]},\"g\"]]", JmapClient.MAIL);
            JsonArray found = JmapClient.arguments(responses, 0, "Email/query").getJsonArray("ids");
            for (JsonValue e : JmapClient.arguments(responses, 1, "Email/get").getJsonArray("list")) {
                if (e.asJsonObject().get("messageId") instanceof JsonArray mids) {
                    mids.getValuesAs(JsonString.class).forEach(mid -> ids.add(mid.getString()));
                }
            }
            if (found.isEmpty()) {
                return ids;
            }
            position += found.size();
        }
    }

    /** One email to import, as {@code Email/import} takes it (without its creation id). */
    private static String email(String blob, Map<String, String> mailboxes, MailMessage m) {
        String box = m.mailboxId().substring(m.mailboxId().indexOf('-') + 1);
        return "{\"blobId\":\"" + blob + "\",\"mailboxIds\":{\"" + mailboxes.get(box) + "\":true},\"keywords\":"
                + keywords(m) + ",\"receivedAt\":\"" + m.internalDate() + "\"}";
    }

    /**
     * Imports {@code emails}, {@code batch[0]} per call; when the server finds a call too large, the size is halved,
     * for that call and for every later one, until the server takes it. One email refused as too many is a server
     * that takes none, and fails.
     */
    private static void importSplitting(JmapClient client, String account, List<String> emails, int[] batch) {
        for (int i = 0; i < emails.size(); ) {
            List<String> part = emails.subList(i, Math.min(emails.size(), i + batch[0]));
            try {
                importBatch(client, account, part);
                i += part.size();
            } catch (JmapClient.JmapException e) {
                if (!"requestTooLarge".equals(e.type()) || part.size() == 1) {
                    throw e;
                }
                batch[0] = (part.size() + 1) / 2;
            }
        }
    }

    private static void importBatch(JmapClient client, String account, List<String> emails) {
        StringBuilder created = new StringBuilder();
        for (int i = 0; i < emails.size(); i++) {
            created.append(i == 0 ? "" : ",").append("\"e").append(i).append("\":").append(emails.get(i));
        }
        JsonObject result = JmapClient.arguments(client.call("[[\"Email/import\",{\"accountId\":\"" + account
                + "\",\"emails\":{" + created + "}},\"i\"]]", JmapClient.MAIL), 0, "Email/import");
        if (result.get("notCreated") instanceof JsonObject notCreated && !notCreated.isEmpty()) {
            throw new JmapClient.JmapException(client.user() + ": Email/import refused " + notCreated);
        }
    }

    private static String keywords(MailMessage m) {
        List<String> k = new ArrayList<>();
        for (SystemFlag flag : m.flags().system()) {
            switch (flag) {
                case SEEN, ANSWERED, FLAGGED, DRAFT -> k.add("\"$" + flag.name().toLowerCase(Locale.ROOT) + "\":true");
                default -> {
                    // $deleted and $recent are IMAP states, not keywords a client sets on import
                }
            }
        }
        m.flags().user().forEach(f -> k.add("\"" + f + "\":true"));
        return "{" + String.join(",", k) + "}";
    }

    private static String bare(String messageId) {
        return messageId == null ? "" : messageId.replaceAll("^<|>$", "");
    }
}
