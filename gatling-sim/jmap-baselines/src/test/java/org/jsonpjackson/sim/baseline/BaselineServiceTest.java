package org.jsonpjackson.sim.baseline;

import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.mailbox.opensearch.MessageRef;
import org.jsonpjackson.mailbox.query.Criterion;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.sim.MailSearchStack;
import org.jsonpjackson.sim.StackSettings;
import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The stack with our service, then the {@code before} baseline's service on a second start that reuses the loaded
 * corpus: it finds the same messages, and BlockHound catches its per-call look-up blocking the service's event
 * loop. (The {@code stock} mode runs on opensearch-java 2.25, in a JVM of its own: {@code ServiceJvmTest}.)
 */
class BaselineServiceTest {

    private static final CorpusSpec SPEC = new CorpusSpec(11, 3, 50);

    private static String query(URI service, String accountId, String word) throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(service + "/jmap"))
                        .POST(HttpRequest.BodyPublishers.ofString("{\"using\":[\"urn:ietf:params:jmap:core\","
                                + "\"urn:ietf:params:jmap:mail\"],\"methodCalls\":[[\"Email/query\",{\"accountId\":\""
                                + accountId + "\",\"filter\":{\"text\":\"" + word + "\"},\"sort\":[{\"property\":"
                                + "\"receivedAt\",\"isAscending\":false}],\"limit\":30,\"calculateTotal\":true},\"c1\"]]}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return response.body();
    }

    @Test
    void theBeforeModeFindsWhatOursFindsButBlocksTheEventLoop() throws Exception {
        String ours;
        String word;
        List<MessageRef> oursDirect;
        SearchQuery direct = SearchQuery.builder().ofUser(CorpusSpec.user(2)).limit(50)
                .criterion(Criterion.hasAttachment(true)).build();
        try (MailSearchStack stack = MailSearchStack.start(new StackSettings(SPEC, "127.0.0.1", 0, true))) {
            assertThat(stack.loaded()).isEqualTo(150);
            assertThat(stack.client().count(stack.index().readAlias()).block()).isEqualTo(150);
            word = stack.corpus().vocabulary().words().get(0);
            ours = query(stack.serviceUri(), CorpusSpec.user(1), word);
            // the commonest word is in nearly every message; every id is one of user 1's
            assertThat(ours).contains("\"ids\":[\"u1-m").doesNotContain("u0-m").doesNotContain("u2-m");
            oursDirect = MailboxIndex.of(stack.service().client()).search().search(direct).block().messages();
            assertThat(oursDirect).isNotEmpty();
        }
        try (MailSearchStack stack = MailSearchStack.start(new StackSettings(SPEC, "127.0.0.1", 0, false));
             BaselineService before = BaselineService.start(ServiceMode.BEFORE, stack.clusterUri(), "127.0.0.1", 0)) {
            assertThat(stack.loaded()).isZero();
            assertThat(before.mode()).isEqualTo(ServiceMode.BEFORE);
            // called from this test thread, the baseline client finds the same messages
            assertThat(MailboxIndex.of(before.service().client()).search().search(direct).block().messages())
                    .isEqualTo(oursDirect);
            // before's per-call JSON-P look-up reads jar files on the service's event loop
            assertThat(query(before.uri(), CorpusSpec.user(1), word))
                    .contains("serverFail").contains("BlockingOperationError");
        }
    }
}
