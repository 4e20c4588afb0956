package org.jsonpjackson.bench.client;

import org.jsonpjackson.bench.mapper.MailDoc;
import org.opensearch.client.opensearch._types.FieldValue;
import org.opensearch.client.opensearch._types.SortOrder;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.BulkResponse;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.core.bulk.BulkOperation;
import org.opensearch.client.opensearch.core.bulk.BulkResponseItem;
import org.opensearch.client.opensearch.core.search.Hit;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The requests the clients send and a digest of what they decode. Only methods that opensearch-java 2.25.0 and
 * 3.9.0 both have, with the same signatures (this code is compiled against 3.9.0 and also runs on 2.25.0): no
 * sort values nor aggregation buckets, whose types changed.
 */
final class Calls {

    private Calls() {
    }

    /**
     * The pages of the isolation windows' big responses: {@link org.jsonpjackson.bench.payload.Payload#SEARCH_1000}'s
     * hits four and sixteen times over, about 5 MB and 20 MB (the loopback server's {@code /mail-4000} and
     * {@code /mail-16000}); the second is past Parsson 1.1.8+'s default limit of 15,000,000 characters.
     */
    static final int[] BIG_PAGES = {4_000, 16_000};

    /**
     * An {@code Email/query}-like search, as Apache James sends it: text in the body, filtered to a mailbox, newest
     * first, one page. The request object is built once and sent many times (serialising it is the clients' work;
     * building it is the same opensearch-java code in every set-up).
     */
    static SearchRequest search(int hits) {
        return SearchRequest.of(s -> s.index("mail-" + hits)
                .size(hits)
                .query(q -> q.bool(b -> b
                        .must(m -> m.match(t -> t.field("textBody").query(FieldValue.of("search"))))
                        .filter(f -> f.term(t -> t.field("mailboxId").value(FieldValue.of("mbx-2"))))))
                .sort(o -> o.field(f -> f.field("date").order(SortOrder.Desc))));
    }

    /** 100 index actions of the given hits' documents under their ids. */
    static BulkRequest bulk(List<Hit<MailDoc>> hits) {
        List<BulkOperation> operations = new ArrayList<>();
        for (Hit<MailDoc> hit : hits.subList(0, 100)) {
            operations.add(BulkOperation.of(o -> o.index(i -> i.index(hit.index()).id(hit.id()).document(hit.source()))));
        }
        return BulkRequest.of(b -> b.operations(operations));
    }

    /** A digest of everything decoded: totals, ids and every property of every document. */
    static long digest(SearchResponse<MailDoc> response) {
        long h = mix(FNV, response.hits().total().value());
        h = mix(h, response.hits().hits().size());
        h = mix(h, response.aggregations().size());
        for (Hit<MailDoc> hit : response.hits().hits()) {
            h = mix(h, hit.index());
            h = mix(h, hit.id());
            h = mix(h, hit.routing());
            h = digest(h, hit.source());
        }
        return h;
    }

    static long digest(BulkResponse response) {
        long h = mix(FNV, response.errors() ? 1 : 0);
        for (BulkResponseItem item : response.items()) {
            h = mix(h, item.index());
            h = mix(h, item.id());
            h = mix(h, item.status());
            h = mix(h, item.result());
        }
        return h;
    }

    private static long digest(long h, MailDoc d) {
        if (d == null) {
            return mix(h, -1);
        }
        h = mix(h, d.messageId);
        h = mix(h, d.threadId);
        h = mix(h, d.mailboxId);
        h = mix(h, d.uid);
        h = mix(h, d.modSeq);
        h = mix(h, d.size);
        h = mix(h, d.date);
        h = mix(h, d.sentDate);
        h = mix(h, d.mimeMessageID);
        h = mix(h, d.subject);
        h = addresses(h, d.from);
        h = addresses(h, d.to);
        h = addresses(h, d.cc);
        h = mix(h, (d.hasAttachment ? 1 : 0) | (d.isAnswered ? 2 : 0) | (d.isDeleted ? 4 : 0) | (d.isDraft ? 8 : 0)
                | (d.isFlagged ? 16 : 0) | (d.isRecent ? 32 : 0) | (d.isUnread ? 64 : 0));
        if (d.userFlags != null) {
            for (String flag : d.userFlags) {
                h = mix(h, flag);
            }
        }
        h = mix(h, d.mediaType);
        h = mix(h, d.subtype);
        h = mix(h, d.textBody);
        if (d.attachments != null) {
            for (MailDoc.Attachment a : d.attachments) {
                h = mix(h, a.fileName);
                h = mix(h, a.mediaType);
                h = mix(h, a.size);
            }
        }
        return h;
    }

    private static long addresses(long h, List<MailDoc.Address> addresses) {
        if (addresses == null) {
            return mix(h, -2);
        }
        for (MailDoc.Address a : addresses) {
            h = mix(h, a.name);
            h = mix(h, a.address);
        }
        return h;
    }

    private static final long FNV = 0xcbf29ce484222325L;

    private static long mix(long h, long v) {
        return (h ^ v) * 0x100000001b3L;
    }

    private static long mix(long h, String s) {
        return s == null ? mix(h, -3) : mix(mix(h, s.length()), s.hashCode());
    }

    private static long mix(long h, Instant t) {
        return t == null ? mix(h, -4) : mix(mix(h, t.getEpochSecond()), t.getNano());
    }
}
