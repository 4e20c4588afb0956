package org.jsonpjackson.sim.james;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.jsonpjackson.sim.faults.PacedDelivery;
import org.jsonpjackson.sim.jmapclient.JmapClient;

import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * New mail arriving all through a fault run, through JMAP as any client imports it: every second, {@code perSecond}
 * messages, one user after another, each uploaded and {@code Email/import}ed into the user's inbox, each carrying a
 * word no other message has ({@link #word(int)}). A failed import is tried again, as a client would
 * ({@link PacedDelivery}); what the server acknowledged is what must be searchable afterwards ({@link #missing}).
 */
final class MailTrickle extends PacedDelivery<MailTrickle.Sent> {

    private static final DateTimeFormatter DATE = DateTimeFormatter.RFC_1123_DATE_TIME;

    /** One acknowledged message: whose, and its word. */
    record Sent(String user, String word) {
    }

    private final List<JmapClient> clients;
    private final Map<String, String> inboxes = new HashMap<>();

    MailTrickle(List<JmapClient> clients, int perSecond) {
        super("Email/import of trickled message", perSecond);
        this.clients = List.copyOf(clients);
    }

    /** The word of message {@code n}: letters only, so that every analyzer keeps it whole. */
    static String word(int n) {
        StringBuilder w = new StringBuilder("trickle");
        String digits = Integer.toString(n, 26);
        for (char c : digits.toCharArray()) {
            w.append((char) ('a' + Character.digit(c, 26)));
        }
        return w.toString();
    }

    @Override
    protected List<Sent> deliver(int n) {
        JmapClient client = clients.get(n % clients.size());
        String word = word(n);
        String account = client.session().accountId();
        String blob = client.upload(message(client.user(), word, n), "message/rfc822");
        JsonObject result = JmapClient.arguments(client.call("[[\"Email/import\",{\"accountId\":\"" + account
                + "\",\"emails\":{\"m\":{\"blobId\":\"" + blob + "\",\"mailboxIds\":{\"" + inbox(client, account)
                + "\":true}}}},\"i\"]]", JmapClient.MAIL), 0, "Email/import");
        if (result.get("created") instanceof JsonObject created && created.containsKey("m")) {
            return List.of(new Sent(client.user(), word));
        }
        throw new JmapClient.JmapException("Email/import did not create it: " + result);
    }

    private String inbox(JmapClient client, String account) {
        return inboxes.computeIfAbsent(client.user(), user -> {
            for (JsonValue box : JmapClient.arguments(client.call("[[\"Mailbox/get\",{\"accountId\":\"" + account
                    + "\",\"ids\":null,\"properties\":[\"id\",\"role\"]},\"b\"]]", JmapClient.MAIL), 0, "Mailbox/get")
                    .getJsonArray("list")) {
                if ("inbox".equals(box.asJsonObject().getString("role", ""))) {
                    return box.asJsonObject().getString("id");
                }
            }
            throw new JmapClient.JmapException(user + " has no inbox");
        });
    }

    private static byte[] message(String user, String word, int n) {
        return ("From: Trickle <trickle@" + JamesAccounts.DOMAIN + ">\r\n"
                + "To: " + user + "\r\n"
                + "Subject: arrived under load " + word + "\r\n"
                + "Date: " + DATE.format(ZonedDateTime.now(ZoneOffset.UTC)) + "\r\n"
                + "Message-ID: <trickle-" + n + "@" + JamesAccounts.DOMAIN + ">\r\n"
                + "MIME-Version: 1.0\r\n"
                + "Content-Type: text/plain; charset=utf-8\r\n\r\n"
                + "This message carries the word " + word + " and arrived while the cluster was under load.\r\n")
                .getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The acknowledged messages that {@code Email/query} with their word as {@code text} does not find, asked of
     * {@code clients} (by user).
     */
    static List<Sent> missing(List<Sent> sent, Map<String, JmapClient> clients) {
        List<Sent> missing = new ArrayList<>();
        for (Sent s : sent) {
            JmapClient client = clients.get(s.user());
            JsonObject query = JmapClient.arguments(client.call(String.format(Locale.ROOT,
                    "[[\"Email/query\",{\"accountId\":\"%s\",\"filter\":{\"text\":\"%s\"},\"limit\":5},\"q\"]]",
                    client.session().accountId(), s.word()), JmapClient.MAIL), 0, "Email/query");
            if (query.getJsonArray("ids").isEmpty()) {
                missing.add(s);
            }
        }
        return missing;
    }
}
