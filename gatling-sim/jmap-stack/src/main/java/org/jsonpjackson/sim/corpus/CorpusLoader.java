package org.jsonpjackson.sim.corpus;

import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/** Indexes a generated corpus through the backend's indexer, user by user, two bulk streams at a time. */
public final class CorpusLoader {

    private CorpusLoader() {
    }

    /** Indexes every message, refreshes, and says how many were indexed. */
    public static Mono<Long> load(CorpusGenerator corpus, MailboxIndex index) {
        return Flux.range(0, corpus.spec().users())
                // generating a user's mail is CPU work: keep it off the client's threads
                .flatMapSequential(user -> Mono.fromCallable(() -> corpus.userMessages(user))
                        .subscribeOn(Schedulers.parallel())
                        .flatMap(messages -> index.indexer().indexAll(messages).thenReturn((long) messages.size())), 2)
                .reduce(0L, Long::sum)
                .flatMap(count -> index.refresh().thenReturn(count));
    }
}
