package example;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponse;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.IndexRequest;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.netty.NettyPipeline;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Our reactive client on Jackson 3 alone, on the Reactor, Reactor Netty and Netty Spring Boot 4 manages, with gzip
 * asked for, against the node opensearch-testing starts: the node really answers in gzip, and the results arrive,
 * decoded, on the transport's decode threads.
 */
@ExtendWith(OpenSearchExtension.class)
class ReactorOnBoot4Test {

    public record Mail(String subject, int uid) {
    }

    /** Sees each response's headers before Reactor Netty's decompressor removes the encoding. */
    static final class ContentEncodings extends ChannelInboundHandlerAdapter {
        final List<String> seen;

        ContentEncodings(List<String> seen) {
            this.seen = seen;
        }

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            if (msg instanceof HttpResponse response) {
                seen.add(String.valueOf(response.headers().get(HttpHeaderNames.CONTENT_ENCODING)));
            }
            ctx.fireChannelRead(msg);
        }
    }

    @Test
    void searchesWithGzipOnBootsReactorNetty(OpenSearchTarget target) throws Exception {
        Properties settings = target.properties();
        settings.setProperty(SearchClientConfig.COMPRESSION, "true");   // loopback is not asked for gzip by default
        SearchClientConfig config = OpenSearchProperties.read(settings);
        List<String> encodings = new CopyOnWriteArrayList<>();
        String index = "boot4-reactor-" + UUID.randomUUID();
        int mails = 200;
        List<Mail> found;
        String thread;
        String mapper;
        try (ReactorNettyTransport transport = ReactorNettyTransport.builder(config)
                // called each time a pooled connection is acquired (Reactor Netty 1.3): add the handler once
                .customizeHttpClient(client -> client.doOnConnected(connection -> {
                    if (connection.channel().pipeline().get("boot-test-encodings") == null) {
                        connection.channel().pipeline().addAfter(NettyPipeline.HttpCodec, "boot-test-encodings",
                                new ContentEncodings(encodings));
                    }
                }))
                .build()) {
            mapper = transport.jsonpMapper().getClass().getName();
            ReactorSearchClient client = ReactorSearchClient.over(transport);
            Flux.range(1, mails)
                    .concatMap(uid -> client.index(IndexRequest.of(i -> i.index(index).id(String.valueOf(uid))
                            .document(new Mail("hello from spring boot " + uid, uid)))))
                    .then(client.index(IndexRequest.of(i -> i.index(index).id("0")
                            .document(new Mail("the last one", 0)).refresh(Refresh.True))))
                    .block(Duration.ofSeconds(60));
            record Result(List<Mail> mails, String thread) {
            }
            Result result = client.search(s -> s.index(index).size(mails)
                            .query(q -> q.match(m -> m.field("subject").query(v -> v.stringValue("spring")))), Mail.class)
                    .map(response -> new Result(response.hits().hits().stream().map(hit -> hit.source()).toList(),
                            Thread.currentThread().getName()))
                    .block(Duration.ofSeconds(30));
            found = result.mails();
            thread = result.thread();
        }
        assertEquals(IntStream.rangeClosed(1, mails).boxed().toList(),
                found.stream().map(Mail::uid).sorted().toList());
        assertTrue(thread.startsWith("jsonpj-decode"), "the search result was published on " + thread);
        assertEquals("org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper", mapper);
        assertFalse(encodings.isEmpty(), "no response seen");
        assertTrue(encodings.stream().allMatch("gzip"::equals), "responses' Content-Encoding: " + encodings);

        Ran.record(Map.of(
                "reactor.hits", String.valueOf(found.size()),
                "reactor.thread", thread,
                "reactor.mapper", mapper,
                "reactor.content-encoding", String.join(",", encodings.stream().distinct().toList()),
                "reactor-core", Ran.jarOf(Mono.class),
                "reactor-netty", Ran.jarOf(reactor.netty.http.client.HttpClient.class),
                "netty-codec-http", Ran.jarOf(HttpResponse.class),
                "netty-transport", Ran.jarOf(io.netty.channel.Channel.class)));
    }
}
