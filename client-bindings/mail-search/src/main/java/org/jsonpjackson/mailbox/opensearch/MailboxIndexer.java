package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.message.FlagsUpdate;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.opensearch.client.ReactorSearchClient;
import org.opensearch.client.opensearch._types.Conflicts;
import org.opensearch.client.opensearch._types.FieldValue;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.BulkResponse;
import org.opensearch.client.opensearch.core.DeleteByQueryRequest;
import org.opensearch.client.opensearch.core.bulk.BulkOperation;
import org.opensearch.client.opensearch.core.bulk.BulkResponseItem;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Writes messages into the index: each is one document with id {@code <mailboxId>:<uid>}, routed by its
 * mailbox. Indexing is idempotent: replaying an event overwrites the same document. Changes become visible to
 * searches after the index's refresh interval, or after {@link MailboxIndex#refresh()}.
 */
public final class MailboxIndexer {

    /** Operations per bulk request; keeps a request of 100 KB messages around 50 MB at most. */
    static final int BULK_SIZE = 500;

    private final ReactorSearchClient client;
    private final String alias;

    MailboxIndexer(ReactorSearchClient client, String alias) {
        this.client = client;
        this.alias = alias;
    }

    public Mono<Void> index(MailMessage message) {
        Objects.requireNonNull(message, "message");
        return indexAll(List.of(message));
    }

    /** Indexes in bulk requests of at most {@value #BULK_SIZE} messages, one request at a time. */
    public Mono<Void> indexAll(Collection<MailMessage> messages) {
        return inBulks("Indexing", messages, m -> BulkOperation.of(o -> o.index(i -> i
                .index(alias).id(m.documentId()).routing(m.mailboxId()).document(Documents.of(m)))));
    }

    /** Replaces flags and mod-sequence only, leaving the rest of each document as it is. */
    public Mono<Void> updateFlags(Collection<FlagsUpdate> updates) {
        return inBulks("Updating flags", updates, u -> BulkOperation.of(o -> o.update(up -> up
                .index(alias).id(u.mailboxId() + ":" + u.uid()).routing(u.mailboxId())
                .document(Documents.flags(u.modSeq(), u.flags())))));
    }

    /** Deletes these uids of one mailbox; uids that are not indexed are ignored. */
    public Mono<Void> delete(String mailboxId, Collection<Long> uids) {
        Objects.requireNonNull(mailboxId, "mailboxId");
        return inBulks("Deleting", uids, uid -> BulkOperation.of(o -> o.delete(d -> d
                .index(alias).id(mailboxId + ":" + uid).routing(mailboxId))));
    }

    /** Deletes every message of a mailbox, and says how many there were. */
    public Mono<Long> deleteMailbox(String mailboxId) {
        Objects.requireNonNull(mailboxId, "mailboxId");
        return client.deleteByQuery(DeleteByQueryRequest.of(d -> d
                        .index(alias).routing(mailboxId).conflicts(Conflicts.Proceed)
                        .query(q -> q.term(t -> t.field(Fields.MAILBOX_ID).value(FieldValue.of(mailboxId))))))
                .map(r -> r.deleted() == null ? 0L : r.deleted());
    }

    private <T> Mono<Void> inBulks(String what, Collection<T> items, Function<T, BulkOperation> op) {
        Objects.requireNonNull(items, "items");
        return Flux.fromIterable(items)
                .buffer(BULK_SIZE)
                .concatMap(batch -> client.bulk(BulkRequest.of(b -> b.operations(batch.stream().map(op).toList())))
                        .flatMap(response -> check(what, response)))
                .then();
    }

    private static Mono<Void> check(String what, BulkResponse response) {
        if (!response.errors()) {
            return Mono.empty();
        }
        Map<String, String> failures = new LinkedHashMap<>();
        for (BulkResponseItem item : response.items()) {
            boolean missingOnDelete = item.status() == 404 && item.error() == null;
            if (item.error() != null && !missingOnDelete) {
                failures.put(item.id(), item.error().type() + ": " + item.error().reason());
            }
        }
        return failures.isEmpty() ? Mono.empty() : Mono.error(new MailboxIndexingException(what, failures));
    }
}
