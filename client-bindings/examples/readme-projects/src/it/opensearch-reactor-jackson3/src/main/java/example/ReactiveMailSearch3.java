package example;

import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.IndexRequest;
import reactor.core.publisher.Mono;

/** A user's code (main scope) on Jackson 3 alone: the Reactor client; nothing is sent before subscription. */
public final class ReactiveMailSearch3 {

    public record Mail(String subject, int uid) {
    }

    public record Found(long hits, Mail first) {
    }

    private ReactiveMailSearch3() {
    }

    public static Mono<Found> indexThenSearch(ReactorSearchClient client, String index, Mail mail, String word) {
        return client.index(IndexRequest.of(i -> i.index(index).id("1").document(mail).refresh(Refresh.True)))
                .then(client.search(s -> s.index(index)
                        .query(q -> q.match(m -> m.field("subject").query(v -> v.stringValue(word)))), Mail.class))
                .map(response -> new Found(response.hits().total().value(),
                        response.hits().hits().isEmpty() ? null : response.hits().hits().get(0).source()));
    }
}
