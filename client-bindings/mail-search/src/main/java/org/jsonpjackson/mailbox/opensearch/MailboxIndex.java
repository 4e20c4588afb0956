package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.opensearch.client.ReactorSearchClient;
import org.opensearch.client.opensearch._types.OpenSearchException;
import reactor.core.publisher.Mono;

import java.util.Objects;

/**
 * The mail search index: its name, its read and write aliases, and its creation. Everything that writes
 * goes through the write alias and everything that reads through the read alias, so an operator can
 * reindex into {@code mailbox_v2} and swap the aliases without a restart.
 *
 * <pre>{@code
 * MailboxIndex index = MailboxIndex.of(client);
 * index.createIfAbsent().block();
 * index.indexer().index(message).block();
 * index.search().search(query).block();
 * }</pre>
 */
public final class MailboxIndex {

    public static final String DEFAULT_NAME = "mailbox_v1";
    public static final String DEFAULT_READ_ALIAS = "mailboxReadAlias";
    public static final String DEFAULT_WRITE_ALIAS = "mailboxWriteAlias";

    private final ReactorSearchClient client;
    private final String name;
    private final String readAlias;
    private final String writeAlias;

    private MailboxIndex(ReactorSearchClient client, String name, String readAlias, String writeAlias) {
        this.client = Objects.requireNonNull(client, "client");
        this.name = requireName(name, "index name");
        this.readAlias = requireName(readAlias, "read alias");
        this.writeAlias = requireName(writeAlias, "write alias");
    }

    /** {@code mailbox_v1}, read through {@code mailboxReadAlias}, written through {@code mailboxWriteAlias}. */
    public static MailboxIndex of(ReactorSearchClient client) {
        return new MailboxIndex(client, DEFAULT_NAME, DEFAULT_READ_ALIAS, DEFAULT_WRITE_ALIAS);
    }

    public static MailboxIndex of(ReactorSearchClient client, String name, String readAlias, String writeAlias) {
        return new MailboxIndex(client, name, readAlias, writeAlias);
    }

    public String name() {
        return name;
    }

    public String readAlias() {
        return readAlias;
    }

    public String writeAlias() {
        return writeAlias;
    }

    /**
     * Creates the index with its settings (shards and replicas from the client's configuration), its mapping
     * and both aliases, unless it exists; then makes sure both aliases point at it. Safe to call from every
     * node at start-up: losing the race to create it is not an error.
     */
    public Mono<Void> createIfAbsent() {
        Mono<Void> create = client.createIndex(name, b -> b
                        .settings(s -> s
                                .numberOfShards(client.config().shards())
                                .numberOfReplicas(client.config().replicas())
                                .analysis(Mapping.analysis()))
                        .mappings(Mapping.mapping())
                        .aliases(readAlias, a -> a)
                        .aliases(writeAlias, a -> a))
                .then();
        Mono<Void> aliases = client.putAlias(name, readAlias).then(client.putAlias(name, writeAlias)).then();
        // a new index gets its aliases with it; only one that was already there needs them checked
        return client.indexExists(name).flatMap(exists -> exists
                ? aliases
                : create.onErrorResume(MailboxIndex::alreadyExists, e -> aliases));
    }

    /** Makes every change so far visible to searches. */
    public Mono<Void> refresh() {
        return client.refresh(name).then();
    }

    /** Deletes the index and its aliases, and every message in it. */
    public Mono<Void> delete() {
        return client.deleteIndex(name).then();
    }

    public MailboxIndexer indexer() {
        return new MailboxIndexer(client, writeAlias);
    }

    public MailboxSearch search() {
        return new MailboxSearch(client, readAlias);
    }

    private static boolean alreadyExists(Throwable e) {
        return e instanceof OpenSearchException os
                && os.error() != null
                && "resource_already_exists_exception".equals(os.error().type());
    }

    private static String requireName(String value, String what) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(what + " must not be empty: " + value);
        }
        return value;
    }

    @Override
    public String toString() {
        return "MailboxIndex[" + name + ", read " + readAlias + ", write " + writeAlias + "]";
    }
}
