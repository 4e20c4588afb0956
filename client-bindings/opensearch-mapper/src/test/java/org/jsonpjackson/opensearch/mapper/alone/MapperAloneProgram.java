package org.jsonpjackson.opensearch.mapper.alone;

import org.apache.hc.core5.http.HttpHost;
import org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper;
import jakarta.json.spi.JsonProvider;
import org.opensearch.client.opensearch.OpenSearchClient;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.transport.OpenSearchTransport;
import org.opensearch.client.transport.httpclient5.ApacheHttpClient5TransportBuilder;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a user of the mapper artifact alone writes: opensearch-java's own Apache HTTP client 5 transport with
 * {@link OpenSearchJacksonMapper}. Run by {@link MapperAloneIT} in a JVM whose class path holds this class, the
 * mapper and the mapper's run-time dependencies, nothing else. Prints one line per fact; exits non-zero on
 * the first thing that is wrong.
 */
public final class MapperAloneProgram {

    /** Classes a user of the mapper alone must not be given. */
    static final List<String> ABSENT = List.of(
            "io.netty.channel.Channel",
            "reactor.core.publisher.Mono",
            "reactor.netty.http.client.HttpClient",
            "org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport",
            "org.jsonpjackson.mailbox.query.SearchQuery",
            "org.jsonpjackson.opensearch.testing.EmbeddedOpenSearch",
            "org.eclipse.parsson.JsonProviderImpl");

    private MapperAloneProgram() {
    }

    public static void main(String[] args) throws Exception {
        for (String name : ABSENT) {
            try {
                Class.forName(name);
                fail("class on the class path: " + name);
            } catch (ClassNotFoundException expected) {
                System.out.println("absent " + name);
            }
        }
        URI node = URI.create(args[0]);
        String index = args[1];
        try (OpenSearchTransport transport = ApacheHttpClient5TransportBuilder
                .builder(new HttpHost(node.getScheme(), node.getHost(), node.getPort()))
                .setMapper(new OpenSearchJacksonMapper())
                .build()) {
            OpenSearchClient client = new OpenSearchClient(transport);
            // a sorted map: Map.of iterates in an order that changes from one JVM to the next
            client.index(i -> i.index(index).id("1").document(new TreeMap<>(Map.of("subject", "alone", "uid", 7))).refresh(Refresh.True));
            SearchResponse<Map> found = client.search(s -> s.index(index)
                    .query(q -> q.match(m -> m.field("subject").query(v -> v.stringValue("alone")))), Map.class);
            System.out.println("hits " + found.hits().total().value() + " " + found.hits().hits().get(0).source());
        }
        // the service loader finds the one JSON-P provider there is, which opensearch-java looks up too
        System.out.println("provider " + JsonProvider.provider().getClass().getName());
    }

    private static void fail(String message) {
        System.out.println("FAIL " + message);
        System.exit(2);
    }
}
