package org.jsonpjackson.sim.baseline;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.sim.MailSearchService;
import org.jsonpjackson.sim.auth.Users;
import org.opensearch.client.transport.OpenSearchTransport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.Objects;

/** The JMAP service on the stack of one {@link ServiceMode}: ours, or a baseline's. */
public final class BaselineService implements AutoCloseable {

    private final ServiceMode mode;
    private final MailSearchService service;
    private final OpenSearchTransport ownTransport;

    private BaselineService(ServiceMode mode, MailSearchService service, OpenSearchTransport ownTransport) {
        this.mode = mode;
        this.service = service;
        this.ownTransport = ownTransport;
    }

    /** Serves the mail index of {@code cluster} to {@code users} on {@code host:port} (0 picks a free port). */
    public static BaselineService start(ServiceMode mode, URI cluster, Users users, String host, int port) {
        Objects.requireNonNull(mode, "mode");
        if (mode == ServiceMode.OURS) {
            return new BaselineService(mode, MailSearchService.start(cluster, users, host, port), null);
        }
        SearchClientConfig config = SearchClientConfig.builder().host(cluster.toString()).build();
        OpenSearchTransport transport = mode == ServiceMode.BEFORE
                ? BeforeClient.transport(cluster)
                : StockClient.transport(cluster, config);
        return new BaselineService(mode, MailSearchService.start(StockClient.over(transport),
                StockClient.jsonProvider(), users, host, port), transport);
    }

    public ServiceMode mode() {
        return mode;
    }

    public URI uri() {
        return service.uri();
    }

    public MailSearchService service() {
        return service;
    }

    @Override
    public void close() {
        service.close();
        if (ownTransport != null) {
            try {
                ownTransport.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
