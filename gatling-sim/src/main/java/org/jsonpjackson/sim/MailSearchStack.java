package org.jsonpjackson.sim;

import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.opensearch.client.ReactorSearchClient;
import org.jsonpjackson.opensearch.config.SearchClientConfig;
import org.jsonpjackson.opensearch.embedded.EmbeddedOpenSearch;
import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusLoader;
import org.jsonpjackson.sim.server.MailSearchServer;
import reactor.core.publisher.Mono;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.Duration;

/**
 * The whole system under test: OpenSearch (the embedded node, or the cluster named by
 * {@code -Dopensearch.url}), the mail index with a generated corpus in it, and the JMAP service in front.
 */
public final class MailSearchStack implements AutoCloseable {

    private final URI cluster;
    private final ReactorSearchClient client;
    private final MailboxIndex index;
    private final MailSearchServer server;
    private final CorpusGenerator corpus;
    private final long loaded;
    private final Duration loadTime;

    private MailSearchStack(URI cluster, ReactorSearchClient client, MailboxIndex index, MailSearchServer server,
                            CorpusGenerator corpus, long loaded, Duration loadTime) {
        this.cluster = cluster;
        this.client = client;
        this.index = index;
        this.server = server;
        this.corpus = corpus;
        this.loaded = loaded;
        this.loadTime = loadTime;
    }

    /** Starts everything; blocks until the corpus is searchable and the service listens. */
    public static MailSearchStack start(StackSettings settings) {
        URI cluster = EmbeddedOpenSearch.target();
        ReactorSearchClient client = ReactorSearchClient.create(SearchClientConfig.builder().host(cluster.toString()).build());
        try {
            MailboxIndex index = MailboxIndex.of(client);
            CorpusGenerator corpus = new CorpusGenerator(settings.corpus());
            long t0 = System.nanoTime();
            long present = count(client, index);
            long loaded = 0;
            if (settings.reload() || present != settings.corpus().messages()) {
                if (present > 0) {
                    index.delete().block();
                }
                index.createIfAbsent().block();
                loaded = CorpusLoader.load(corpus, index).block();
            } else {
                index.createIfAbsent().block();
            }
            Duration loadTime = Duration.ofNanos(System.nanoTime() - t0);
            MailSearchServer server = MailSearchServer.start(client, index, settings.host(), settings.port());
            return new MailSearchStack(cluster, client, index, server, corpus, loaded, loadTime);
        } catch (RuntimeException e) {
            closeQuietly(client);
            throw e;
        }
    }

    private static long count(ReactorSearchClient client, MailboxIndex index) {
        return client.indexExists(index.name())
                .flatMap(exists -> exists ? client.count(index.readAlias()) : Mono.just(0L))
                .block();
    }

    public URI serviceUri() {
        return server.uri();
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

    public ReactorSearchClient client() {
        return client;
    }

    public MailSearchServer server() {
        return server;
    }

    /** How many messages this start indexed; 0 when an external cluster already held the corpus. */
    public long loaded() {
        return loaded;
    }

    public Duration loadTime() {
        return loadTime;
    }

    /** Stops the service and the client; the embedded node stops with the JVM. */
    @Override
    public void close() {
        server.close();
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
