package org.jsonpjackson.sim.baseline;

import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.mailbox.opensearch.MessageRef;
import org.jsonpjackson.mailbox.query.Criterion;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.sim.stack.MailSearchStack;
import org.jsonpjackson.sim.stack.StackSettings;
import org.jsonpjackson.sim.auth.LoginCredential;
import org.jsonpjackson.sim.auth.Users;
import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The stack with our service, then the {@code before} baseline's service on a second start that reuses the loaded
 * corpus: it finds the same messages, and BlockHound catches its per-call look-up blocking the service's event
 * loop. (The {@code stock} mode runs on opensearch-java 2.25, in a JVM of its own: {@code ServiceJvmIT}.)
 */
class BaselineServiceTest {

    private static final CorpusSpec SPEC = new CorpusSpec(11, 3, 50);

    @Test
    void theBeforeModeFindsWhatOursFindsButBlocksTheEventLoop() throws Exception {
        String ours;
        String word;
        LoginCredential user;
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
            ours = TextQuery.send(stack.serviceUri(), user, word);
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
            assertThat(TextQuery.send(before.uri(), user, word))
                    .contains("serverFail").contains("BlockingOperationError");
        }
    }
}
