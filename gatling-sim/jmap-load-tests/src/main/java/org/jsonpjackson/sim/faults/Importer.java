package org.jsonpjackson.sim.faults;

import org.jsonpjackson.mailbox.message.Flags;
import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.sim.auth.LoginCredential;
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

/**
 * New mail arriving all through a run: every second, a batch of new messages through the service's
 * {@code POST /import}, as a mail server's indexing does ({@link PacedDelivery}: a batch the service refuses is sent
 * again). What the service acknowledged is what must be found afterwards.
 */
final class Importer extends PacedDelivery<MailMessage> {

    private final URI importUri;
    private final String authorization;
    private final CorpusSpec corpus;
    private final int batchSize;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** @param perSecond messages a second, in one batch */
    Importer(URI service, LoginCredential admin, CorpusSpec corpus, int perSecond) {
        super("Import batch", 1);
        this.importUri = URI.create(service + "/import");
        this.authorization = "Basic " + Base64.getEncoder().encodeToString(
                (admin.username() + ":" + admin.password()).getBytes(StandardCharsets.UTF_8));
        this.corpus = corpus;
        this.batchSize = perSecond;
    }

    @Override
    protected List<MailMessage> deliver(int n) throws IOException, InterruptedException {
        List<MailMessage> batch = new ArrayList<>(batchSize);
        for (int i = 0; i < batchSize; i++) {
            batch.add(message(n * batchSize + i));
        }
        HttpRequest request = HttpRequest.newBuilder(importUri).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .header("Authorization", authorization)
                .POST(HttpRequest.BodyPublishers.ofByteArray(MessageJson.write(batch))).build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("refused (" + response.statusCode() + "): " + response.body());
        }
        return batch;
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
}
