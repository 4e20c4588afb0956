package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.opensearch.client.opensearch._types.OpenSearchException;
import org.opensearch.client.opensearch._types.mapping.TypeMapping;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.Objects;

/**
 * The mail search index: its name, its read and write aliases, and its creation. Everything that writes
 * goes through the write alias and everything that reads through the read alias, so an operator can
 * reindex into {@code mailbox_v2} and swap the aliases without a restart.
 *
 * <p>Next to it lives the email index, named and aliased after it with {@value #EMAILS} appended: one document
 * per email, whatever the number of mailboxes it is in, which {@link #emails()} searches the way JMAP filters
 * apply (to the email, its set of mailboxes and its keywords). The indexer writes both.
 *
 * <pre>{@code
 * MailboxIndex index = MailboxIndex.of(client);
 * index.createIfAbsent().block();
 * index.indexer().index(message).block();
 * index.search().search(query).block();     // messages in mailboxes, as IMAP sees them
 * index.emails().search(query).block();     // emails, as JMAP sees them
 * }</pre>
 *
 * @since 0.1.0
 */
public final class MailboxIndex {

    public static final String DEFAULT_NAME = "mailbox_v1";
    public static final String DEFAULT_READ_ALIAS = "mailboxReadAlias";
    public static final String DEFAULT_WRITE_ALIAS = "mailboxWriteAlias";
    /** What the email index's name and aliases add to the mailbox index's. */
    public static final String EMAILS = "_emails";
    /** Primary shards of each index, unless {@link #withShape} says otherwise. */
    public static final int DEFAULT_SHARDS = 1;
    /** Replicas of each index, unless {@link #withShape} says otherwise: none, for a single node. */
    public static final int DEFAULT_REPLICAS = 0;
    /**
     * How deep a search by position reaches in one request, unless {@link #withResultWindow} says otherwise:
     * OpenSearch's own default {@code index.max_result_window}. Deeper positions are still answered, by
     * walking the results with {@code search_after}.
     */
    public static final int DEFAULT_RESULT_WINDOW = 10_000;

    private final ReactorSearchClient client;
    private final String name;
    private final String readAlias;
    private final String writeAlias;
    private final int shards;
    private final int replicas;
    private final int resultWindow;

    private MailboxIndex(ReactorSearchClient client, String name, String readAlias, String writeAlias, int shards, int replicas,
                         int resultWindow) {
        this.client = Objects.requireNonNull(client, "client");
        this.name = requireName(name, "index name");
        this.readAlias = requireName(readAlias, "read alias");
        this.writeAlias = requireName(writeAlias, "write alias");
        if (shards < 1) {
            throw new IllegalArgumentException("shards must be at least 1, not " + shards);
        }
        if (replicas < 0) {
            throw new IllegalArgumentException("replicas must be at least 0, not " + replicas);
        }
        if (resultWindow < 1) {
            throw new IllegalArgumentException("resultWindow must be at least 1, not " + resultWindow);
        }
        this.shards = shards;
        this.replicas = replicas;
        this.resultWindow = resultWindow;
    }

    /** {@code mailbox_v1}, read through {@code mailboxReadAlias}, written through {@code mailboxWriteAlias}. */
    public static MailboxIndex of(ReactorSearchClient client) {
        return new MailboxIndex(client, DEFAULT_NAME, DEFAULT_READ_ALIAS, DEFAULT_WRITE_ALIAS, DEFAULT_SHARDS, DEFAULT_REPLICAS, DEFAULT_RESULT_WINDOW);
    }

    public static MailboxIndex of(ReactorSearchClient client, String name, String readAlias, String writeAlias) {
        return new MailboxIndex(client, name, readAlias, writeAlias, DEFAULT_SHARDS, DEFAULT_REPLICAS, DEFAULT_RESULT_WINDOW);
    }

    /**
     * The same index, created with {@code shards} primary shards and {@code replicas} replicas (Apache James'
     * {@code opensearch.nb.shards} and {@code opensearch.nb.replica}); an index that exists keeps its own.
     *
     * @throws IllegalArgumentException if {@code shards} is below 1 or {@code replicas} below 0
     */
    public MailboxIndex withShape(int shards, int replicas) {
        return new MailboxIndex(client, name, readAlias, writeAlias, shards, replicas, resultWindow);
    }

    /**
     * The same index, created with {@code index.max_result_window} set to {@code resultWindow}, and searched
     * by position within it; an index that exists keeps its own setting, so give the one it was created with.
     *
     * @throws IllegalArgumentException if {@code resultWindow} is below 1
     */
    public MailboxIndex withResultWindow(int resultWindow) {
        return new MailboxIndex(client, name, readAlias, writeAlias, shards, replicas, resultWindow);
    }

    public int resultWindow() {
        return resultWindow;
    }

    public int shards() {
        return shards;
    }

    public int replicas() {
        return replicas;
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

    /** The email index: {@code <name>_emails}. */
    public String emailName() {
        return name + EMAILS;
    }

    public String emailReadAlias() {
        return readAlias + EMAILS;
    }

    public String emailWriteAlias() {
        return writeAlias + EMAILS;
    }

    /**
     * Creates both indexes with their settings (shards and replicas as {@link #withShape} set them), their
     * mappings and their aliases, unless they exist; then makes sure the aliases point at them. Safe to call
     * from every node at start-up: losing the race to create one is not an error.
     */
    public Mono<Void> createIfAbsent() {
        return createIfAbsent(name, readAlias, writeAlias, Mapping.mapping())
                .then(createIfAbsent(emailName(), emailReadAlias(), emailWriteAlias(), Mapping.emailMapping()));
    }

    private Mono<Void> createIfAbsent(String index, String read, String write, TypeMapping mapping) {
        Mono<Void> create = client.createIndex(index, b -> b
                        .settings(s -> s
                                .numberOfShards(shards)
                                .numberOfReplicas(replicas)
                                .maxResultWindow(resultWindow)
                                .analysis(Mapping.analysis()))
                        .mappings(mapping)
                        .aliases(read, a -> a)
                        .aliases(write, a -> a))
                .then();
        Mono<Void> aliases = client.putAlias(index, read).then(client.putAlias(index, write)).then();
        // a new index gets its aliases with it; only one that was already there needs them checked
        return client.indexExists(index).flatMap(exists -> exists
                ? aliases
                : create.onErrorResume(MailboxIndex::alreadyExists, e -> aliases));
    }

    /** Makes every change so far visible to searches. */
    public Mono<Void> refresh() {
        return client.refresh(name, emailName()).then();
    }

    /** Deletes both indexes (those that exist) and their aliases, and every message in them. */
    public Mono<Void> delete() {
        return Flux.just(name, emailName())
                .concatMap(index -> client.indexExists(index).flatMap(exists -> exists ? client.deleteIndex(index).then() : Mono.<Void>empty()))
                .then();
    }

    public MailboxIndexer indexer() {
        return new MailboxIndexer(client, writeAlias, emailWriteAlias(), resultWindow);
    }

    /** Searches messages in mailboxes: one result per mailbox a message is in. */
    public MailboxSearch search() {
        return new MailboxSearch(client, readAlias, resultWindow);
    }

    /** Searches emails: one result per email, filters applying to its set of mailboxes and its keywords. */
    public EmailSearch emails() {
        return new EmailSearch(client, emailReadAlias(), resultWindow);
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
        return "MailboxIndex[" + name + ", read " + readAlias + ", write " + writeAlias + "; emails " + emailName() + "]";
    }
}
