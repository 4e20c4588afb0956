package org.jsonpjackson.bench.mapper;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.jsonpjackson.bench.payload.Payload;
import org.opensearch.client.opensearch._types.FieldValue;
import org.opensearch.client.opensearch._types.SortOrder;
import org.opensearch.client.opensearch._types.query_dsl.Operator;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.core.bulk.BulkOperation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The requests and the response of the end-to-end benchmark, built once from the payloads. */
final class Requests {

    private Requests() {
    }

    /** What a JMAP Email/query with a text filter becomes in a James-style backend: 30 newest matches. */
    static SearchRequest search() {
        return SearchRequest.of(s -> s.index("mailbox_v1")
                .routing("mbx-3")
                .query(q -> q.bool(b -> b
                        .must(m -> m.multiMatch(mm -> mm.query("quarterly budget review")
                                .fields("subject", "textBody", "from.name", "to.name")
                                .operator(Operator.And)))
                        .filter(f -> f.term(t -> t.field("mailboxId").value(FieldValue.of("mbx-3"))))
                        .filter(f -> f.range(r -> r.field("date").gte(org.opensearch.client.json.JsonData.of("2026-03-01T00:00:00Z"))))
                        .mustNot(n -> n.term(t -> t.field("isDeleted").value(FieldValue.of(true))))))
                .sort(o -> o.field(f -> f.field("date").order(SortOrder.Desc)))
                .sort(o -> o.field(f -> f.field("uid").order(SortOrder.Asc)))
                .source(src -> src.filter(sf -> sf.includes("messageId", "uid", "date", "subject", "from")))
                .size(30)
                .trackTotalHits(t -> t.enabled(true)));
    }

    /** The bulk payload's 100 documents as index operations, documents bound to MailDoc. */
    static BulkRequest bulk(ObjectMapper json) {
        List<byte[]> lines = Payload.BULK.documents();
        List<BulkOperation> operations = new ArrayList<>(lines.size() / 2);
        try {
            for (int i = 0; i + 1 < lines.size(); i += 2) {
                @SuppressWarnings("unchecked")
                Map<String, Map<String, String>> action = json.readValue(lines.get(i), Map.class);
                Map<String, String> index = action.get("index");
                MailDoc doc = json.readValue(lines.get(i + 1), MailDoc.class);
                operations.add(BulkOperation.of(o -> o.index(x -> x.index(index.get("_index")).id(index.get("_id"))
                        .routing(index.get("routing")).document(doc))));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return BulkRequest.of(b -> b.operations(operations));
    }

    /** Everything the application reads from a response, folded into one number the test compares. */
    static long checksum(SearchResponse<MailDoc> response) {
        long h = response.hits().total().value();
        for (var hit : response.hits().hits()) {
            MailDoc doc = hit.source();
            h = h * 31 + hit.id().hashCode();
            h = h * 31 + doc.uid;
            h = h * 31 + doc.subject.hashCode();
            h = h * 31 + doc.textBody.hashCode();
            h = h * 31 + doc.date.getEpochSecond();
            h = h * 31 + doc.from.get(0).address.hashCode();
            h = h * 31 + hit.sort().size();
        }
        h = h * 31 + response.aggregations().get("mailboxes").sterms().buckets().array().size();
        return h;
    }
}
