package org.jsonpjackson.sim.server;

import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.sim.auth.Authenticator;
import org.jsonpjackson.sim.auth.LoginCredential;
import org.jsonpjackson.sim.jmap.JmapApi;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

import java.io.IOException;

/** The service on a free loopback port, over an empty index of a test class's own; closing removes both. */
final class RunningService implements AutoCloseable {

    final ReactorSearchClient client;
    final MailboxIndex index;
    final MailSearchServer server;
    final JmapClient jmap;

    /** Ann's client; the administrator's, for imports. */
    final JmapClient admin;

    private RunningService(ReactorSearchClient client, MailboxIndex index, MailSearchServer server) {
        this.client = client;
        this.index = index;
        this.server = server;
        this.jmap = as(TestUsers.ANN);
        this.admin = as(TestUsers.ADMIN);
    }

    /** A client that logs in as {@code user} with HTTP Basic. */
    JmapClient as(LoginCredential user) {
        return new JmapClient(server.uri(), JmapClient.basic(user));
    }

    static RunningService start(SearchClientConfig config, String name) {
        return start(config, name, ServerLimits.DEFAULTS);
    }

    static RunningService start(SearchClientConfig config, String name, ServerLimits limits) {
        ReactorSearchClient client = ReactorSearchClient.create(config);
        MailboxIndex index = MailboxIndex.of(client, name + "_v1", name + "_read", name + "_write");
        index.delete().onErrorResume(e -> Mono.empty()).block();
        index.createIfAbsent().block();
        return new RunningService(client, index,
                MailSearchServer.start(client, index, new JmapApi(index.emails()),
                        new Authenticator(TestUsers.USERS, Schedulers.parallel()), "127.0.0.1", 0, limits));
    }

    @Override
    public void close() throws IOException {
        server.close();
        index.delete().block();
        client.close();
    }
}
