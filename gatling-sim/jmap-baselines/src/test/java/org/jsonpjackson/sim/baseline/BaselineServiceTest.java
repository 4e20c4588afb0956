package org.jsonpjackson.sim.baseline;

import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.mailbox.opensearch.MessageRef;
import org.jsonpjackson.mailbox.query.Criterion;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.sim.MailSearchStack;
import org.jsonpjackson.sim.StackSettings;
import org.jsonpjackson.sim.auth.Credential;
import org.jsonpjackson.sim.auth.Users;
import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The stack with our service, then the {@code before} baseline's service on a second start that reuses the loaded
 * corpus: it finds the same messages, and BlockHound catches its per-call look-up blocking the service's event
 * loop. (The {@code stock} mode runs on opensearch-java 2.25, in a JVM of its own: {@code ServiceJvmIT}.)
 */
class BaselineServiceTest {

    private static final CorpusSpec SPEC = new CorpusSpec(11, 3, 50);

    /** A text query of {@code user}'s own account, logged in as {@code user}. */
    private static String query(URI service, Credential user, String word) throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(service + "/jmap"))
                        .header("Authorization", "Basic " + Base64.getEncoder().encodeToString(
                                (user.username() + ":" + user.password()).getBytes(StandardCharsets.UTF_8)))
                        .POST(HttpRequest.BodyPublishers.ofString("{\"using\":[\"urn:ietf:params:jmap:core\","
                                + "\"urn:ietf:params:jmap:mail\"],\"methodCalls\":[[\"Email/query\",{\"accountId\":\""
                                + user.account().orElseThrow().id() + "\",\"filter\":{\"text\":\"" + word + "\"},\"sort\":[{\"property\":"
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
        Credential user;
        Users users;
        List<MessageRef> oursDirect;
        SearchQuery direct = SearchQuery.builder().ofUser(CorpusSpec.user(2)).limit(50)
                .criterion(Criterion.hasAttachment(true)).build();
        try (MailSearchStack stack = MailSearchStack.start(new StackSettings(SPEC, "127.0.0.1", 0, true))) {
            assertThat(stack.loaded()).isEqualTo(150);
            assertThat(stack.client().count(stack.index().readAlias()).block()).isEqualTo(150);
            word = stack.corpus().vocabulary().words().get(0);
            user = stack.users().get(1);
            users = Users.of(stack.users(), stack.admin());
            ours = query(stack.serviceUri(), user, word);
            // the commonest word is in nearly every message; every id is one of user 1's
            assertThat(ours).contains("\"ids\":[\"u1-m").doesNotContain("u0-m").doesNotContain("u2-m");
            oursDirect = MailboxIndex.of(stack.service().client()).search().search(direct).block().items();
            assertThat(oursDirect).isNotEmpty();
        }
        try (MailSearchStack stack = MailSearchStack.start(new StackSettings(SPEC, "127.0.0.1", 0, false));
             BaselineService before = BaselineService.start(ServiceMode.BEFORE, stack.clusterUri(), users, "127.0.0.1", 0)) {
            assertThat(stack.loaded()).isZero();
            assertThat(before.mode()).isEqualTo(ServiceMode.BEFORE);
            // called from this test thread, the baseline client finds the same messages
            assertThat(MailboxIndex.of(before.service().client()).search().search(direct).block().items())
                    .isEqualTo(oursDirect);
            // before's per-call JSON-P look-up reads jar files on the service's event loop
            assertThat(query(before.uri(), user, word))
                    .contains("serverFail").contains("BlockingOperationError");
        }
    }
}
