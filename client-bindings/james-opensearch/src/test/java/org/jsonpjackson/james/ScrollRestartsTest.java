package org.jsonpjackson.james;

import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpMethod;
import org.apache.james.backends.opensearch.ReactorOpenSearchClient;
import org.apache.james.backends.opensearch.search.ScrolledSearch;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch._types.Time;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.search.Hit;
import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.client.HttpClient;
import reactor.netty.http.server.HttpServer;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntPredicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * James' own {@code ScrolledSearch} over our client, through a proxy on loopback in front of a real node that loses
 * chosen scroll continuations the worst way: it forwards the continuation (the node moves the scroll on) and then
 * closes the connection without answering, or it answers with the node's page marked as having a failed shard.
 * Every hit must come back exactly once, or the search must fail; never short.
 */
@ExtendWith(OpenSearchExtension.class)
class ScrollRestartsTest {

    private static final String INDEX = "scroll-restarts";
    private static final int DOCUMENTS = 250;
    private static final int PAGE = 100;

    private final URI node;
    private final java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
    private DisposableServer proxy;
    private JsonpJacksonReactorOpenSearchClient client;
    private final List<String> seen = new CopyOnWriteArrayList<>();

    ScrollRestartsTest(OpenSearchTarget target) {
        this.node = target.uri();
    }

    @BeforeEach
    void documents() throws Exception {
        StringBuilder bulk = new StringBuilder();
        for (int i = 0; i < DOCUMENTS; i++) {
            bulk.append("{\"index\":{\"_index\":\"").append(INDEX).append("\",\"_id\":\"m").append(i).append("\"}}\n")
                    .append("{\"uid\":").append(i).append(",\"subject\":\"word ").append(i).append("\"}\n");
        }
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(node.resolve("/_bulk?refresh=true"))
                .header("Content-Type", "application/x-ndjson").POST(HttpRequest.BodyPublishers.ofString(bulk.toString())).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("\"errors\":false");
    }

    @AfterEach
    void close() throws Exception {
        if (client != null) {
            client.close();
        }
        if (proxy != null) {
            proxy.disposeNow();
        }
    }

    @Test
    void aContinuationLostAfterTheNodeMovedTheScrollOnRestartsTheSearchAndDeliversEveryHitOnce() {
        // the second continuation (the third page) reaches the node, then its connection closes unanswered
        client = clientThrough(proxy(n -> n == 2, Fault.DROP));

        List<String> ids = searchAll();

        assertThat(ids).as("hits, in the order James read them").hasSize(DOCUMENTS).doesNotHaveDuplicates();
        assertThat(seen).as("what the node was sent through the proxy").filteredOn(r -> r.startsWith("dropped"))
                .hasSize(1);
        assertThat(client.scrollRestarts().restarts()).isEqualTo(1);
        assertThat(client.scrollRestarts().scrollsKept()).as("scrolls remembered after James cleared its own").isZero();
    }

    @Test
    void aPageWithAFailedShardIsReadAgainAndNeverReturnedShort() {
        client = clientThrough(proxy(n -> n == 1, Fault.FAILED_SHARD));

        List<String> ids = searchAll();

        assertThat(ids).hasSize(DOCUMENTS).doesNotHaveDuplicates();
        assertThat(seen).filteredOn(r -> r.startsWith("failed shard")).hasSize(1);
        assertThat(client.scrollRestarts().restarts()).isEqualTo(1);
    }

    @Test
    void aSearchThatKeepsLosingPagesFailsWithATypedErrorInsteadOfReturningShort() {
        client = clientThrough(proxy(n -> true, Fault.DROP));

        assertThatThrownBy(this::searchAll).hasRootCauseInstanceOf(ScrollRestarts.IncompleteSearchException.class)
                .rootCause().hasMessageContaining("lost a page " + (ScrollRestarts.MAX_RESTARTS + 1) + " times")
                .hasMessageContaining("rather than return short");
        assertThat(client.scrollRestarts().restarts()).isEqualTo(ScrollRestarts.MAX_RESTARTS);
        assertThat(client.scrollRestarts().scrollsKept()).isZero();
    }

    @Test
    void withoutFaultsTheSearchIsNeverRestarted() {
        client = clientThrough(proxy(n -> false, Fault.DROP));

        assertThat(searchAll()).hasSize(DOCUMENTS).doesNotHaveDuplicates();
        assertThat(client.scrollRestarts().restarts()).isZero();
        assertThat(seen).filteredOn(r -> r.startsWith("POST /_search/scroll")).hasSize(DOCUMENTS / PAGE + 1);
    }

    private List<String> searchAll() {
        SearchRequest request = new SearchRequest.Builder().index(INDEX).scroll(new Time.Builder().time("1m").build())
                .size(PAGE).sort(s -> s.field(f -> f.field("uid"))).build();
        return new ScrolledSearch(client, request).searchHits().map(Hit::id).collectList().block(Duration.ofSeconds(60));
    }

    private JsonpJacksonReactorOpenSearchClient clientThrough(URI proxied) {
        Properties p = new Properties();
        p.setProperty("opensearch.hosts", proxied.getHost() + ":" + proxied.getPort());
        p.setProperty("opensearch.hostScheme", "http");
        ReactorOpenSearchClient built = JamesOpenSearchClients.fromProperties(p);
        return (JsonpJacksonReactorOpenSearchClient) built;
    }

    private enum Fault { DROP, FAILED_SHARD }

    /**
     * A proxy to the node; the {@code n}th scroll continuation (from 1) for which {@code faulty} holds is forwarded,
     * and its answer lost as {@code fault} says.
     */
    private URI proxy(IntPredicate faulty, Fault fault) {
        HttpClient upstream = HttpClient.create().baseUrl(node.toString());
        AtomicInteger continuations = new AtomicInteger();
        proxy = HttpServer.create().host("127.0.0.1").port(0).handle((req, res) -> req.receive().aggregate().asByteArray()
                .defaultIfEmpty(new byte[0]).flatMap(body -> {
                    String line = req.method().name() + " " + req.uri();
                    seen.add(line);
                    boolean continuation = req.method() == HttpMethod.POST && req.uri().startsWith("/_search/scroll");
                    boolean inject = continuation && faulty.test(continuations.incrementAndGet());
                    String contentType = req.requestHeaders().get(HttpHeaderNames.CONTENT_TYPE, "application/json");
                    String encoding = req.requestHeaders().get(HttpHeaderNames.CONTENT_ENCODING);
                    return upstream.headers(h -> {
                                h.set(HttpHeaderNames.CONTENT_TYPE, contentType);
                                if (encoding != null) {
                                    h.set(HttpHeaderNames.CONTENT_ENCODING, encoding);
                                }
                            })
                            .request(req.method()).uri(req.uri())
                            .send(Mono.just(Unpooled.wrappedBuffer(body)))
                            .responseSingle((r, b) -> b.asString(StandardCharsets.UTF_8).defaultIfEmpty("")
                                    .map(text -> new Answer(r.status().code(), text)))
                            .flatMap(answer -> {
                                if (inject && fault == Fault.DROP) {
                                    seen.add("dropped " + line);
                                    req.withConnection(c -> c.channel().close());
                                    return Mono.empty();
                                }
                                String text = answer.body();
                                if (inject) {
                                    seen.add("failed shard " + line);
                                    text = text.replaceFirst("\"failed\":0", "\"failed\":1");
                                }
                                return res.status(answer.status()).header(HttpHeaderNames.CONTENT_TYPE, "application/json")
                                        .sendString(Mono.just(text)).then();
                            });
                })).bindNow();
        return URI.create("http://127.0.0.1:" + proxy.port());
    }

    private record Answer(int status, String body) {
    }
}
