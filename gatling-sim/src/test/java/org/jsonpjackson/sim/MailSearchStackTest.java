package org.jsonpjackson.sim;

import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import static org.assertj.core.api.Assertions.assertThat;

/** The one-command stack: embedded node, generated corpus, service; and no second load of the same corpus. */
class MailSearchStackTest {

    @Test
    void startsLoadsAndServesThenReusesTheLoadedCorpus() throws Exception {
        StackSettings settings = new StackSettings(new CorpusSpec(11, 3, 50), "127.0.0.1", 0, true);
        try (MailSearchStack stack = MailSearchStack.start(settings)) {
            assertThat(stack.loaded()).isEqualTo(150);
            assertThat(stack.client().count(stack.index().readAlias()).block()).isEqualTo(150);
            String word = stack.corpus().vocabulary().words().get(0);
            HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                            URI.create(stack.serviceUri() + "/jmap"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"using\":[\"urn:ietf:params:jmap:core\","
                            + "\"urn:ietf:params:jmap:mail\"],\"methodCalls\":[[\"Email/query\",{\"accountId\":\""
                            + CorpusSpec.user(1) + "\",\"filter\":{\"text\":\"" + word + "\"},\"sort\":[{\"property\":"
                            + "\"receivedAt\",\"isAscending\":false}],\"limit\":30},\"c1\"]]}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).isEqualTo(200);
            // the commonest word is in nearly every message; every id is one of user 1's
            assertThat(response.body()).contains("\"ids\":[\"u1-m").doesNotContain("u0-m").doesNotContain("u2-m");
        }
        StackSettings again = new StackSettings(new CorpusSpec(11, 3, 50), "127.0.0.1", 0, false);
        try (MailSearchStack stack = MailSearchStack.start(again)) {
            assertThat(stack.loaded()).isZero();
        }
    }
}
