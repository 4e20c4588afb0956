package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.message.FlagsUpdate;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.opensearch.client.opensearch._types.Conflicts;
import org.opensearch.client.opensearch._types.Script;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.BulkResponse;
import org.opensearch.client.opensearch.core.DeleteByQueryRequest;
import org.opensearch.client.opensearch.core.MgetRequest;
import org.opensearch.client.opensearch.core.UpdateByQueryRequest;
import org.opensearch.client.opensearch.core.bulk.BulkOperation;
import org.opensearch.client.opensearch.core.bulk.BulkResponseItem;
import org.opensearch.client.opensearch.core.mget.MultiGetOperation;
import org.opensearch.client.opensearch.core.mget.MultiGetResponseItem;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Writes messages into the index. Each message in a mailbox is one document with id {@code <mailboxId>:<uid>},
 * routed by its mailbox, as Apache James has them; each email (a message id of a user, in however many
 * mailboxes) is one more document in the email index, which every write updates in the same bulk request.
 * Indexing is idempotent: replaying an event overwrites the same documents. Changes become visible to
 * searches after the index's refresh interval, or after {@link MailboxIndex#refresh()}.
 *
 * @since 0.1.0
 */
public final class MailboxIndexer {

    /** Messages per bulk request, each two operations; keeps a request of 100 KB messages around 50 MB at most. */
    static final int BULK_SIZE = 250;
    /** Two writers updating one email at once: the loser tries again on the new version. */
    private static final int RETRIES_ON_CONFLICT = 5;

    private final ReactorSearchClient client;
    private final String alias;
    private final String emailAlias;
    /**
     * The batch of the by-query operations: OpenSearch's 1,000, or the index's result window when smaller,
     * since their scroll may not read more than the window at once.
     */
    private final int scrollSize;

    MailboxIndexer(ReactorSearchClient client, String alias, String emailAlias, int resultWindow) {
        this.client = client;
        this.alias = alias;
        this.emailAlias = emailAlias;
        this.scrollSize = Math.min(1_000, resultWindow);
    }

    public Mono<Void> index(MailMessage message) {
        Objects.requireNonNull(message, "message");
        return indexAll(List.of(message));
    }

    /** Indexes in bulk requests of at most {@value #BULK_SIZE} messages, one request at a time. */
    public Mono<Void> indexAll(Collection<MailMessage> messages) {
        Objects.requireNonNull(messages, "messages");
        return Flux.fromIterable(messages)
                .buffer(BULK_SIZE)
                .concatMap(batch -> bulk("Indexing", batch.stream().flatMap(m -> List.of(
                        BulkOperation.of(o -> o.index(i -> i
                                .index(alias).id(m.documentId()).routing(m.mailboxId()).document(Documents.of(m)))),
                        emailUpdate(EmailDocuments.id(m), m.user(), EmailDocuments.addCopy(m), true)).stream()).toList()))
                .then();
    }

    /**
     * Replaces flags and mod-sequence only, leaving the rest of each document as it is; the email's keywords
     * follow. Its email is found through the message's document, so a message that is not indexed is reported
     * as a failure.
     */
    public Mono<Void> updateFlags(Collection<FlagsUpdate> updates) {
        Objects.requireNonNull(updates, "updates");
        return withOwners("Updating flags", updates, FlagsUpdate::mailboxId, FlagsUpdate::uid, (u, owner) -> {
            List<BulkOperation> ops = new ArrayList<>(2);
            ops.add(BulkOperation.of(o -> o.update(up -> up
                    .index(alias).id(documentId(u.mailboxId(), u.uid())).routing(u.mailboxId())
                    .document(Documents.flags(u.modSeq(), u.flags())))));
            if (owner != null) {
                ops.add(emailUpdate(EmailDocuments.id(owner.user(), owner.messageId()), owner.user(),
                        EmailDocuments.setFlags(u.mailboxId(), u.uid(), u.flags()), false));
            }
            return ops;
        });
    }

    /** Deletes these uids of one mailbox, and their emails' copies there; uids that are not indexed are ignored. */
    public Mono<Void> delete(String mailboxId, Collection<Long> uids) {
        Objects.requireNonNull(mailboxId, "mailboxId");
        Objects.requireNonNull(uids, "uids");
        return withOwners("Deleting", uids, uid -> mailboxId, uid -> uid, (uid, owner) -> {
            List<BulkOperation> ops = new ArrayList<>(2);
            ops.add(BulkOperation.of(o -> o.delete(d -> d.index(alias).id(documentId(mailboxId, uid)).routing(mailboxId))));
            if (owner != null) {
                ops.add(emailUpdate(EmailDocuments.id(owner.user(), owner.messageId()), owner.user(),
                        EmailDocuments.removeCopy(mailboxId, uid), false));
            }
            return ops;
        });
    }

    /**
     * Deletes every message of a mailbox, takes the mailbox out of their emails (deleting those left in no
     * mailbox), and says how many messages there were. Both are by-query operations, which see what was
     * indexed up to a refresh: this refreshes first.
     */
    public Mono<Long> deleteMailbox(String mailboxId) {
        Objects.requireNonNull(mailboxId, "mailboxId");
        Mono<Long> copies = client.deleteByQuery(DeleteByQueryRequest.of(d -> d
                        .index(alias).routing(mailboxId).conflicts(Conflicts.Proceed).scrollSize(scrollSize)
                        .query(Queries.term(Fields.MAILBOX_ID, mailboxId))))
                .map(r -> r.deleted() == null ? 0L : r.deleted());
        Mono<Void> emails = client.updateByQuery(UpdateByQueryRequest.of(u -> u
                        .index(emailAlias).scrollSize(scrollSize)
                        .query(Queries.term(Fields.MAILBOX_IDS, mailboxId))
                        .script(EmailDocuments.removeMailbox(mailboxId))))
                .then();
        return client.refresh(alias, emailAlias).then(copies).flatMap(deleted -> emails.thenReturn(deleted));
    }

    private BulkOperation emailUpdate(String id, String user, Script script, boolean createIfMissing) {
        return BulkOperation.of(o -> o.update(u -> {
            u.index(emailAlias).id(id).routing(user).script(script).retryOnConflict(RETRIES_ON_CONFLICT);
            if (createIfMissing) {
                u.scriptedUpsert(true).upsert(Map.of());
            }
            return u;
        }));
    }

    /** The user and message id of an indexed message: where its email is. */
    record Owner(String user, String messageId) {
    }

    /**
     * Looks up the owners of a batch's messages (a multi-get, which needs no refresh), then sends the
     * operations each item makes with its owner, or with {@code null} when its message is not indexed.
     */
    private <T> Mono<Void> withOwners(String what, Collection<T> items, Function<T, String> mailbox, Function<T, Long> uid,
                                      BiFunction<T, Owner, List<BulkOperation>> ops) {
        return Flux.fromIterable(items)
                .buffer(BULK_SIZE)
                .concatMap(batch -> owners(batch, mailbox, uid).flatMap(owners -> bulk(what, batch.stream()
                        .flatMap(item -> ops.apply(item, owners.get(documentId(mailbox.apply(item), uid.apply(item)))).stream())
                        .toList())))
                .then();
    }

    private <T> Mono<Map<String, Owner>> owners(List<T> batch, Function<T, String> mailbox, Function<T, Long> uid) {
        MgetRequest request = MgetRequest.of(r -> r.index(alias)
                .docs(batch.stream().map(item -> MultiGetOperation.of(d -> d
                        .id(documentId(mailbox.apply(item), uid.apply(item))).routing(mailbox.apply(item))
                        .source(s -> s.filter(f -> f.includes(Fields.USER, Fields.MESSAGE_ID))))).toList()));
        return client.mget(request, Owner.class).map(response -> {
            Map<String, Owner> owners = new HashMap<>();
            for (MultiGetResponseItem<Owner> item : response.docs()) {
                if (item.isResult() && item.result().found() && item.result().source() != null) {
                    owners.put(item.result().id(), item.result().source());
                }
            }
            return owners;
        });
    }

    private static String documentId(String mailboxId, long uid) {
        return mailboxId + ":" + uid;
    }

    private Mono<Void> bulk(String what, List<BulkOperation> operations) {
        return operations.isEmpty() ? Mono.empty()
                : client.bulk(BulkRequest.of(b -> b.operations(operations))).flatMap(response -> check(what, response));
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
