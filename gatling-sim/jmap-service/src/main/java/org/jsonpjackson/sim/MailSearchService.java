package org.jsonpjackson.sim;

import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.sim.auth.Authenticator;
import org.jsonpjackson.sim.auth.Users;
import org.jsonpjackson.sim.jmap.JmapApi;
import org.jsonpjackson.sim.jmap.JsonCodec;
import org.jsonpjackson.sim.server.MailSearchServer;
import org.jsonpjackson.sim.server.ServerLimits;

import reactor.core.scheduler.Schedulers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.Objects;

/** The JMAP service over one search client; closing it closes the client. */
public final class MailSearchService implements AutoCloseable {

    private final ReactorSearchClient client;
    private final MailSearchServer server;

    private MailSearchService(ReactorSearchClient client, MailSearchServer server) {
        this.client = client;
        this.server = server;
    }

    /**
     * Serves the mail index of {@code cluster} on {@code host:port} (0 picks a free port) to {@code users}, on
     * this project's transport, mapper and JSON-P provider, within the default limits.
     */
    public static MailSearchService start(URI cluster, Users users, String host, int port) {
        return start(SearchClientConfig.builder().host(cluster.toString()).build(), users, host, port, ServerLimits.DEFAULTS);
    }

    /** The same, on the cluster (one or more hosts) {@code config} names, within {@code limits}. */
    public static MailSearchService start(SearchClientConfig config, Users users, String host, int port, ServerLimits limits) {
        return start(ReactorSearchClient.create(config), new JsonpJacksonProvider(), users, host, port, limits);
    }

    /**
     * Serves the mail index through a client you built (over another transport, for a comparison), reading
     * and writing the service's own JSON with {@code json}. The service closes the client when it closes.
     */
    public static MailSearchService start(ReactorSearchClient client, JsonProvider json, Users users, String host, int port) {
        return start(client, json, users, host, port, ServerLimits.DEFAULTS);
    }

    private static MailSearchService start(ReactorSearchClient client, JsonProvider json, Users users, String host,
                                           int port, ServerLimits limits) {
        Objects.requireNonNull(client, "client");
        MailboxIndex index = MailboxIndex.of(client);
        MailSearchServer server = MailSearchServer.start(client, index, new JmapApi(index.emails(), JsonCodec.of(json)),
                new Authenticator(users, Schedulers.parallel()), host, port, limits);
        return new MailSearchService(client, server);
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
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
