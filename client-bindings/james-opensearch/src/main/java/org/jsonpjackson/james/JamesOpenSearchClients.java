package org.jsonpjackson.james;

import org.apache.james.backends.opensearch.ReactorOpenSearchClient;
import org.apache.james.metrics.api.MetricFactory;
import org.jsonpjackson.opensearch.reactor.config.InvalidConfigException;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Properties;

/**
 * Apache James' {@link ReactorOpenSearchClient} on our stack: {@link ReactorNettyTransport}, {@code OpenSearchJacksonMapper}
 * and the json-jackson provider, configured from James' own {@code opensearch.properties}. Responses are decoded on
 * Reactor's {@code boundedElastic()} scheduler, never on a Netty thread: where James' own client moves every result
 * after its I/O thread decoded it, so a call crosses threads as often as on James' own client, not once more.
 *
 * <p>James' client is handed an {@code OpenSearchAsyncClient} over our transport. Its low-level
 * {@code RestClient}, which James itself never uses, is built only if something asks
 * {@link ReactorOpenSearchClient#getLowLevelClient()} for it. {@code close()} closes the transport (and that
 * {@code RestClient}, if it was built).
 *
 * <p>Given James' {@link MetricFactory}, the client times each call in it, as James times its other backends: a
 * timer {@code opensearch-<operation>}, where the operation is the call's {@code db.operation.name} as the
 * transport's own meters and spans name it ({@code opensearch-search}, {@code opensearch-scroll},
 * {@code opensearch-bulk}, {@code opensearch-indices.create_index}...). The Guice module passes James' own.
 *
 * @since 0.1.0
 */
public final class JamesOpenSearchClients {

    private JamesOpenSearchClients() {
    }

    /**
     * A client from the keys of James' {@code opensearch.properties} that {@link OpenSearchProperties} reads.
     * Keys that only James' own index creation and search read (shards, replicas, search overrides...) are
     * left to James.
     *
     * @throws InvalidConfigException naming the first bad key
     */
    public static ReactorOpenSearchClient fromProperties(Properties jamesOpenSearchProperties) {
        return fromProperties(jamesOpenSearchProperties, null);
    }

    /**
     * {@link #fromProperties(Properties)}, each call timed in {@code metrics} (null for no timers).
     *
     * @throws InvalidConfigException naming the first bad key
     */
    public static ReactorOpenSearchClient fromProperties(Properties jamesOpenSearchProperties, MetricFactory metrics) {
        return create(ReactorNettyTransport.builder(OpenSearchProperties.read(jamesOpenSearchProperties))
                .decodeScheduler(HandOff.jamesScheduler())
                .build(), metrics);
    }

    /** Reads James' {@code opensearch.properties} file; see {@link #fromProperties(Properties)}. */
    public static ReactorOpenSearchClient fromFile(Path opensearchProperties) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(opensearchProperties)) {
            p.load(in);
        }
        return fromProperties(p);
    }

    /**
     * James' client over a transport of yours; closing the client closes the transport. A transport that decodes on
     * {@code Schedulers.boundedElastic()} hands results to James on the thread that decoded them; on any other
     * decode scheduler, results move to {@code boundedElastic()} afterwards, as James' own client moves them.
     */
    public static ReactorOpenSearchClient create(ReactorNettyTransport transport) {
        return create(transport, null);
    }

    /** {@link #create(ReactorNettyTransport)}, each call timed in {@code metrics} (null for no timers). */
    public static ReactorOpenSearchClient create(ReactorNettyTransport transport, MetricFactory metrics) {
        return new JsonpJacksonReactorOpenSearchClient(Objects.requireNonNull(transport, "transport"), metrics);
    }
}
