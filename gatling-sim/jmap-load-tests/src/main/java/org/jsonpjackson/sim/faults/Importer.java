package org.jsonpjackson.sim.faults;

import org.jsonpjackson.mailbox.message.Flags;
import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.sim.auth.Credential;
import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.jsonpjackson.sim.messages.MessageJson;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * New mail arriving all through a run: every second, a batch of new messages through the service's
 * {@code POST /import}, as a mail server's indexing does. A batch the service refuses is sent again, as that
 * indexing would, up to five times. What the service acknowledged is what must be found afterwards.
 */
final class Importer implements Runnable {

    private static final int ATTEMPTS = 5;

    private final URI importUri;
    private final String authorization;
    private final CorpusSpec corpus;
    private final int perSecond;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final List<MailMessage> acknowledged = new ArrayList<>();
    private int next;
    private int refusedAttempts;
    private int abandonedBatches;

    Importer(URI service, Credential admin, CorpusSpec corpus, int perSecond) {
        this.importUri = URI.create(service + "/import");
        this.authorization = "Basic " + Base64.getEncoder().encodeToString(
                (admin.username() + ":" + admin.password()).getBytes(StandardCharsets.UTF_8));
        this.corpus = corpus;
        this.perSecond = perSecond;
    }

    @Override
    public void run() {
        while (running.get()) {
            long started = System.nanoTime();
            List<MailMessage> batch = new ArrayList<>(perSecond);
            for (int i = 0; i < perSecond; i++) {
                batch.add(message(next++));
            }
            send(batch);
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

    private void send(List<MailMessage> batch) {
        HttpRequest request = HttpRequest.newBuilder(importUri).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .header("Authorization", authorization)
                .POST(HttpRequest.BodyPublishers.ofByteArray(MessageJson.write(batch))).build();
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            try {
                HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200) {
                    synchronized (this) {
                        acknowledged.addAll(batch);
                    }
                    return;
                }
                System.out.println("Import refused (" + response.statusCode() + "), attempt " + attempt + ": " + response.body());
            } catch (IOException e) {
                System.out.println("Import failed, attempt " + attempt + ": " + e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            synchronized (this) {
                refusedAttempts++;
            }
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        synchronized (this) {
            abandonedBatches++;
        }
    }

    private MailMessage message(int n) {
        int user = n % corpus.users();
        return MailMessage.builder(CorpusSpec.mailbox(user, CorpusGenerator.INBOX), 1_000_000L + n, "fault-" + n)
                .user(CorpusSpec.user(user))
                .size(2_000)
                .internalDate(Instant.now())
                .flags(Flags.of())
                .from(MailAddress.of("Fault Injector", "faults@corpus.test"))
                .to(MailAddress.of(CorpusSpec.user(user)))
                .subject("arrived during the fault " + n)
                .textBody("imported while a node stopped")
                .build();
    }

    void stop() {
        running.set(false);
    }

    synchronized List<MailMessage> acknowledged() {
        return List.copyOf(acknowledged);
    }

    synchronized int refusedAttempts() {
        return refusedAttempts;
    }

    synchronized int abandonedBatches() {
        return abandonedBatches;
    }
}
