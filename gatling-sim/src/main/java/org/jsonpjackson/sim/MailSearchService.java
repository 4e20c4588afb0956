package org.jsonpjackson.sim;

import org.jsonpjackson.json.JacksonJsonProvider;
import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.opensearch.client.ReactorSearchClient;
import org.jsonpjackson.opensearch.config.SearchClientConfig;
import org.jsonpjackson.sim.jmap.JmapApi;
import org.jsonpjackson.sim.jmap.JsonCodec;
import org.jsonpjackson.sim.server.MailSearchServer;
import org.jsonpjackson.sim.stock.StockClient;
import org.opensearch.client.transport.OpenSearchTransport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.Objects;

/** The JMAP service in one {@link ServiceMode}, with the search client that mode calls for. */
public final class MailSearchService implements AutoCloseable {

    private final ServiceMode mode;
    private final ReactorSearchClient client;
    private final OpenSearchTransport ownTransport;
    private final MailSearchServer server;

    private MailSearchService(ServiceMode mode, ReactorSearchClient client, OpenSearchTransport ownTransport,
                              MailSearchServer server) {
        this.mode = mode;
        this.client = client;
        this.ownTransport = ownTransport;
        this.server = server;
    }

    /** Serves the mail index of {@code cluster} on {@code host:port} (0 picks a free port). */
    public static MailSearchService start(ServiceMode mode, URI cluster, String host, int port) {
        Objects.requireNonNull(mode, "mode");
        SearchClientConfig config = SearchClientConfig.builder().host(cluster.toString()).build();
        OpenSearchTransport stockTransport = mode == ServiceMode.STOCK ? StockClient.transport(cluster) : null;
        ReactorSearchClient client = stockTransport == null
                ? ReactorSearchClient.create(config)
                : StockClient.over(stockTransport, config);
        JsonCodec codec = JsonCodec.of(stockTransport == null ? new JacksonJsonProvider() : StockClient.jsonProvider());
        MailboxIndex index = MailboxIndex.of(client);
        MailSearchServer server = MailSearchServer.start(client, index, new JmapApi(index.search(), codec), host, port);
        return new MailSearchService(mode, client, stockTransport, server);
    }

    public ServiceMode mode() {
        return mode;
    }

    public URI uri() {
        return server.uri();
    }

    public MailSearchServer server() {
        return server;
    }

    public ReactorSearchClient client() {
        return client;
    }

    @Override
    public void close() {
        server.close();
        try {
            client.close();
            if (ownTransport != null) {
                ownTransport.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
