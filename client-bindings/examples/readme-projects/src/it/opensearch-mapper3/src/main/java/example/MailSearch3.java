package example;

import org.apache.hc.core5.http.HttpHost;
import org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper;
import org.opensearch.client.opensearch.OpenSearchClient;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.transport.OpenSearchTransport;
import org.opensearch.client.transport.httpclient5.ApacheHttpClient5TransportBuilder;

import java.io.IOException;
import java.net.URI;

/** A user's code (main scope): opensearch-java's own Apache HTTP client 5 transport with our Jackson 3 mapper. */
public final class MailSearch3 {

    public record Mail(String subject, int uid) {
    }

    public record Found(long hits, Mail first) {
    }

    private MailSearch3() {
    }

    /** Indexes one mail into {@code index}, then searches for it. */
    public static Found indexThenSearch(URI node, String index, Mail mail, String word) throws IOException {
        try (OpenSearchTransport transport = ApacheHttpClient5TransportBuilder
                .builder(new HttpHost(node.getScheme(), node.getHost(), node.getPort()))
                .setMapper(new OpenSearchJackson3Mapper())
                .build()) {
            OpenSearchClient client = new OpenSearchClient(transport);
            client.index(i -> i.index(index).id("1").document(mail).refresh(Refresh.True));
            SearchResponse<Mail> response = client.search(s -> s.index(index)
                    .query(q -> q.match(m -> m.field("subject").query(v -> v.stringValue(word)))), Mail.class);
            return new Found(response.hits().total().value(),
                    response.hits().hits().isEmpty() ? null : response.hits().hits().get(0).source());
        }
    }
}
