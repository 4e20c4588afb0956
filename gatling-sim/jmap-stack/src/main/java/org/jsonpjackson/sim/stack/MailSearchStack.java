package org.jsonpjackson.sim.stack;

import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.EmbeddedOpenSearch;
import org.jsonpjackson.sim.MailSearchService;
import org.jsonpjackson.sim.auth.LoginCredential;
import org.jsonpjackson.sim.auth.Users;
import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusUsers;
import org.jsonpjackson.sim.corpus.CorpusLoader;
import reactor.core.publisher.Mono;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The whole system under test: OpenSearch (the embedded node, or the cluster named by
 * {@code -Dopensearch.url}), the mail index with a generated corpus in it, and the JMAP service in front.
 * Other services (a baseline's, for a comparison) can be started on the same node and corpus.
 */
public final class MailSearchStack implements AutoCloseable {

    private final URI cluster;
    private final ReactorSearchClient client;
    private final MailboxIndex index;
    private final MailSearchService service;
    private final CorpusGenerator corpus;
    private final long loaded;
    private final Duration loadTime;
    private final List<LoginCredential> users;
    private final LoginCredential admin;

    private MailSearchStack(URI cluster, ReactorSearchClient client, MailboxIndex index, MailSearchService service,
                            CorpusGenerator corpus, long loaded, Duration loadTime, List<LoginCredential> users,
                            LoginCredential admin) {
        this.users = List.copyOf(users);
        this.admin = admin;
        this.cluster = cluster;
        this.client = client;
        this.index = index;
        this.service = service;
        this.corpus = corpus;
        this.loaded = loaded;
        this.loadTime = loadTime;
    }

    /**
     * Starts everything on the cluster of {@code -Dopensearch.url}, or the shared embedded node; blocks until
     * the corpus is searchable and the service listens.
     */
    public static MailSearchStack start(StackSettings settings) {
        // before the node: it takes seconds to start and the corpus a minute to index, all lost on a taken port
        requirePortFree(settings);
        return start(settings, SearchClientConfig.builder().host(EmbeddedOpenSearch.target().toString()).build());
    }

    /**
     * Starts everything on the cluster {@code clusterConfig} names, the mail index at its default shape; blocks
     * until the corpus is searchable and the service listens.
     */
    public static MailSearchStack start(StackSettings settings, SearchClientConfig clusterConfig) {
        return start(settings, clusterConfig, MailboxIndex.DEFAULT_SHARDS, MailboxIndex.DEFAULT_REPLICAS);
    }

    /** The same, creating the mail index with {@code shards} primary shards and {@code replicas} replicas. */
    public static MailSearchStack start(StackSettings settings, SearchClientConfig clusterConfig, int shards, int replicas) {
        requirePortFree(settings);
        URI cluster = clusterConfig.hosts().get(0);
        ReactorSearchClient client = ReactorSearchClient.create(clusterConfig);
        try {
            MailboxIndex index = MailboxIndex.of(client).withShape(shards, replicas);
            CorpusGenerator corpus = new CorpusGenerator(settings.corpus());
            long t0 = System.nanoTime();
            long present = count(client, index.name(), index.readAlias());
            // the corpus puts each message in one mailbox, so it has as many emails as messages
            long emails = count(client, index.emailName(), index.emailReadAlias());
            long loaded = 0;
            if (settings.reload() || present != settings.corpus().messages() || emails != present) {
                if (present > 0 || emails > 0) {
                    index.delete().block();
                }
                index.createIfAbsent().block();
                loaded = CorpusLoader.load(corpus, index).block();
            } else {
                index.createIfAbsent().block();
            }
            Duration loadTime = Duration.ofNanos(System.nanoTime() - t0);
            List<LoginCredential> users = CorpusUsers.of(settings.corpus(), settings.access().secret());
            LoginCredential admin = CorpusUsers.admin(settings.access().secret(), settings.access().adminPassword());
            MailSearchService service = MailSearchService.start(clusterConfig, Users.of(users, admin), settings.host(),
                    settings.port(), settings.limits());
            return new MailSearchStack(cluster, client, index, service, corpus, loaded, loadTime, users, admin);
        } catch (RuntimeException e) {
            closeQuietly(client);
            throw e;
        }
    }

    /**
     * Fails at once, naming the setting, when the service's port is taken (a service started earlier still
     * running there, say). Port 0 picks a free one, so it is never taken. A port freed between this check and
     * the bind still fails at the bind; the check is there to fail early, not to reserve the port.
     */
    static void requirePortFree(StackSettings settings) {
        if (settings.port() == 0) {
            return;
        }
        try (ServerSocket probe = new ServerSocket()) {
            probe.setReuseAddress(true);
            probe.bind(new InetSocketAddress(settings.host(), settings.port()));
        } catch (IOException e) {
            throw new IllegalStateException(String.format(Locale.ROOT,
                    "%s=%d is taken on %s (%s): stop what listens there, or pass -D%s=0 for a free port",
                    StackSettings.PORT, settings.port(), settings.host(), e.getMessage(), StackSettings.PORT), e);
        }
    }

    private static long count(ReactorSearchClient client, String index, String alias) {
        return client.indexExists(index).flatMap(exists -> exists ? client.count(alias) : Mono.just(0L)).block();
    }

    public URI serviceUri() {
        return service.uri();
    }

    public MailSearchService service() {
        return service;
    }

    public URI clusterUri() {
        return cluster;
    }

    public CorpusGenerator corpus() {
        return corpus;
    }

    public MailboxIndex index() {
        return index;
    }

    /** The client that loaded the corpus. */
    public ReactorSearchClient client() {
        return client;
    }

    /** How many messages this start indexed; 0 when the cluster already held the corpus. */
    public long loaded() {
        return loaded;
    }

    public Duration loadTime() {
        return loadTime;
    }

    /** How the corpus' users log in, in corpus order. */
    public List<LoginCredential> users() {
        return users;
    }

    /** How the administrator logs in (for imports). */
    public LoginCredential admin() {
        return admin;
    }

    /** Stops the service and the clients; the embedded node stops with the JVM. */
    @Override
    public void close() {
        service.close();
        closeQuietly(client);
    }

    private static void closeQuietly(ReactorSearchClient client) {
        try {
            client.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
