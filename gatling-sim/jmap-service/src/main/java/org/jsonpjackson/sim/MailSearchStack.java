package org.jsonpjackson.sim;

import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.opensearch.client.ReactorSearchClient;
import org.jsonpjackson.opensearch.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.EmbeddedOpenSearch;
import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusLoader;
import reactor.core.publisher.Mono;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.Duration;

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

    private MailSearchStack(URI cluster, ReactorSearchClient client, MailboxIndex index, MailSearchService service,
                            CorpusGenerator corpus, long loaded, Duration loadTime) {
        this.cluster = cluster;
        this.client = client;
        this.index = index;
        this.service = service;
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
            MailSearchService service = MailSearchService.start(cluster, settings.host(), settings.port());
            return new MailSearchStack(cluster, client, index, service, corpus, loaded, loadTime);
        } catch (RuntimeException e) {
            closeQuietly(client);
            throw e;
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
