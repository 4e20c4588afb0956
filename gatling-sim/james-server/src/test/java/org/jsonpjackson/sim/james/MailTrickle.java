package org.jsonpjackson.sim.james;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
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
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * New mail arriving all through a fault run, through JMAP as any client imports it: every second, {@code perSecond}
 * messages, one user after another, each uploaded and {@code Email/import}ed into the user's inbox, each carrying a
 * word no other message has ({@link #word(int)}). A failed import is tried again, up to five times, as a client
 * would; what the server acknowledged is what must be searchable afterwards ({@link #missing}).
 */
final class MailTrickle implements Runnable {

    private static final int ATTEMPTS = 5;
    private static final DateTimeFormatter DATE = DateTimeFormatter.RFC_1123_DATE_TIME;

    /** One acknowledged message: whose, and its word. */
    record Sent(String user, String word) {
    }

    private final List<JmapClient> clients;
    private final int perSecond;
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final Map<String, String> inboxes = new HashMap<>();
    private final List<Sent> acknowledged = new ArrayList<>();
    private final List<Long> failureMillis = new ArrayList<>();
    private int next;
    private int abandoned;

    MailTrickle(List<JmapClient> clients, int perSecond) {
        this.clients = List.copyOf(clients);
        this.perSecond = perSecond;
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
    public void run() {
        while (running.get()) {
            long started = System.nanoTime();
            for (int i = 0; i < perSecond && running.get(); i++) {
                send(next++);
            }
            long rest = 1_000 - (System.nanoTime() - started) / 1_000_000;
            if (rest > 0) {
                try {
                    Thread.sleep(rest);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private void send(int n) {
        JmapClient client = clients.get(n % clients.size());
        String word = word(n);
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            try {
                String account = client.session().accountId();
                String blob = client.upload(message(client.user(), word, n), "message/rfc822");
                JsonObject result = JmapClient.arguments(client.call("[[\"Email/import\",{\"accountId\":\"" + account
                        + "\",\"emails\":{\"m\":{\"blobId\":\"" + blob + "\",\"mailboxIds\":{\"" + inbox(client, account)
                        + "\":true}}}},\"i\"]]", JmapClient.MAIL), 0, "Email/import");
                if (result.get("created") instanceof JsonObject created && created.containsKey("m")) {
                    synchronized (this) {
                        acknowledged.add(new Sent(client.user(), word));
                    }
                    return;
                }
                throw new JmapClient.JmapException("Email/import did not create it: " + result);
            } catch (RuntimeException e) {
                synchronized (this) {
                    failureMillis.add(System.currentTimeMillis());
                }
                if (!running.get()) {
                    break;
                }
                try {
                    Thread.sleep(500);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
        synchronized (this) {
            abandoned++;
        }
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

    void stop() {
        running.set(false);
    }

    synchronized List<Sent> acknowledged() {
        return List.copyOf(acknowledged);
    }

    /** When each failed attempt failed, epoch milliseconds. */
    synchronized List<Long> failures() {
        return List.copyOf(failureMillis);
    }

    /** Messages given up on after {@value #ATTEMPTS} attempts. */
    synchronized int abandoned() {
        return abandoned;
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
