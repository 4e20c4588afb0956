package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import reactor.core.publisher.Mono;

import java.io.IOException;
import java.util.function.UnaryOperator;

/** A mail index of a test class's own, created empty and deleted with its client when the class is done. */
final class TestIndex implements AutoCloseable {

    final ReactorSearchClient client;
    final MailboxIndex index;

    private TestIndex(ReactorSearchClient client, MailboxIndex index) {
        this.client = client;
        this.index = index;
    }

    /** {@code <name>_v1}, read through {@code <name>_read} and written through {@code <name>_write}. */
    static TestIndex fresh(SearchClientConfig config, String name) {
        return fresh(config, name, UnaryOperator.identity());
    }

    /** The same, {@code settings} applied to the index before it is created (its shape, its result window). */
    static TestIndex fresh(SearchClientConfig config, String name, UnaryOperator<MailboxIndex> settings) {
        ReactorSearchClient client = ReactorSearchClient.create(config);
        MailboxIndex index = settings.apply(MailboxIndex.of(client, name + "_v1", name + "_read", name + "_write"));
        index.delete().onErrorResume(e -> Mono.empty()).block();
        index.createIfAbsent().block();
        return new TestIndex(client, index);
    }

    @Override
    public void close() throws IOException {
        index.delete().block();
        client.close();
    }
}
