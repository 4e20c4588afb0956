package org.jsonpjackson.james.contract;

import org.apache.commons.configuration2.MapConfiguration;
import org.apache.james.backends.opensearch.IndexName;
import org.apache.james.backends.opensearch.OpenSearchConfiguration;
import org.apache.james.backends.opensearch.OpenSearchIndexer;
import org.apache.james.backends.opensearch.ReactorOpenSearchClient;
import org.apache.james.backends.opensearch.ReadAliasName;
import org.apache.james.backends.opensearch.WriteAliasName;
import org.apache.james.mailbox.inmemory.InMemoryMessageId;
import org.apache.james.mailbox.inmemory.manager.InMemoryIntegrationResources;
import org.apache.james.mailbox.model.MailboxId;
import org.apache.james.mailbox.model.MessageId;
import org.apache.james.mailbox.model.SearchQuery;
import org.apache.james.mailbox.opensearch.DefaultMailboxMappingFactory;
import org.apache.james.mailbox.opensearch.IndexAttachments;
import org.apache.james.mailbox.opensearch.IndexHeaders;
import org.apache.james.mailbox.opensearch.MailboxIdRoutingKeyFactory;
import org.apache.james.mailbox.opensearch.MailboxIndexCreationUtil;
import org.apache.james.mailbox.opensearch.OpenSearchMailboxConfiguration;
import org.apache.james.mailbox.opensearch.events.OpenSearchListeningMessageSearchIndex;
import org.apache.james.mailbox.opensearch.json.MessageToOpenSearchJson;
import org.apache.james.mailbox.opensearch.query.DefaultCriterionConverter;
import org.apache.james.mailbox.opensearch.query.QueryConverter;
import org.apache.james.mailbox.opensearch.search.OpenSearchSearcher;
import org.apache.james.mailbox.store.extractor.JsoupTextExtractor;
import org.apache.james.mailbox.store.search.AbstractMessageSearchIndexTest;
import org.apache.james.metrics.tests.RecordingMetricFactory;
import org.jsonpjackson.james.ContractWiring;
import org.jsonpjackson.james.JamesOpenSearchClients;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch.core.SearchRequest;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.time.ZoneId;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Apache James 3.9's own search contract, {@link AbstractMessageSearchIndexTest}, unchanged, run against James'
 * own OpenSearch mailbox module (compiled from James' source release), whose {@link ReactorOpenSearchClient}
 * is ours: {@link JamesOpenSearchClients} over {@code ReactorNettyTransport}, {@code OpenSearchJacksonMapper} and
 * json-jackson, with no other JSON-P provider on the class path. The node is the embedded one (or the external
 * cluster named by {@code -Dopensearch.url}).
 *
 * <p>The set-up follows what James' own {@code OpenSearchIntegrationTest} wires, with two differences that are
 * test equipment, not search: text is extracted by James' {@link JsoupTextExtractor} instead of a Tika server,
 * and each test's index is deleted after it, so the node does not carry a hundred indexes. The one test that
 * needs Tika is left out (see {@link WithoutTika}).
 */
@ExtendWith(WithoutTika.class)
class JamesSearchContractTest extends AbstractMessageSearchIndexTest {

    private static final int SEARCH_SIZE = 1;
    private static final Duration AWAIT = Duration.ofSeconds(10);

    private static OpenSearchConfiguration jamesConfiguration;
    private static ReactorOpenSearchClient client;

    private final OpenSearchMailboxConfiguration mailboxConfiguration = OpenSearchMailboxConfiguration.builder()
            .optimiseMoves(false)
            .textFuzzinessSearch(false)
            .build();
    private final QueryConverter queryConverter = new QueryConverter(new DefaultCriterionConverter(mailboxConfiguration));
    private IndexName indexName;

    @BeforeAll
    static void connect() throws Exception {
        // One opensearch.properties, read by James (index shape) and by our factory (the client), as in a server.
        Properties properties = jamesProperties(OpenSearchTarget.current());
        properties.setProperty("opensearch.nb.shards", "1");
        properties.setProperty("opensearch.nb.replica", "0");
        jamesConfiguration = OpenSearchConfiguration.fromProperties(new MapConfiguration(properties));
        client = JamesOpenSearchClients.fromProperties(properties);
        ContractWiring.verify(client);
    }

    /** James wants {@code host:port} in {@code opensearch.hosts}, and the scheme apart; it refuses URLs. */
    static Properties jamesProperties(OpenSearchTarget target) {
        Properties properties = target.properties();
        URI uri = target.uri();
        properties.setProperty("opensearch.hosts", uri.getHost() + ":" + (uri.getPort() < 0 ? 9200 : uri.getPort()));
        properties.setProperty("opensearch.hostScheme", uri.getScheme());
        return properties;
    }

    @AfterAll
    static void disconnect() throws IOException {
        if (client != null) {
            client.close();
        }
    }

    @Override
    protected void initializeMailboxManager() {
        messageIdFactory = new InMemoryMessageId.Factory();
        MailboxIdRoutingKeyFactory routing = new MailboxIdRoutingKeyFactory();
        String suffix = UUID.randomUUID().toString();
        ReadAliasName readAlias = new ReadAliasName("read-" + suffix);
        WriteAliasName writeAlias = new WriteAliasName("write-" + suffix);
        indexName = new IndexName("mailbox-" + suffix);
        MailboxIndexCreationUtil.prepareClient(client, readAlias, writeAlias, indexName, jamesConfiguration,
                new DefaultMailboxMappingFactory());

        InMemoryIntegrationResources resources = InMemoryIntegrationResources.builder()
                .preProvisionnedFakeAuthenticator()
                .fakeAuthorizator()
                .inVmEventBus()
                .defaultAnnotationLimits()
                .defaultMessageParser()
                .listeningSearchIndex(stage -> new OpenSearchListeningMessageSearchIndex(
                        stage.getMapperFactory(),
                        Set.of(),
                        new OpenSearchIndexer(client, writeAlias),
                        new OpenSearchSearcher(client, queryConverter, SEARCH_SIZE, readAlias, routing),
                        new MessageToOpenSearchJson(new JsoupTextExtractor(), ZoneId.of("Europe/Paris"),
                                IndexAttachments.YES, IndexHeaders.YES),
                        stage.getSessionProvider(), routing, messageIdFactory, mailboxConfiguration,
                        new RecordingMetricFactory(), Set.of()))
                .noPreDeletionHooks()
                .storeQuotaManager()
                .build();

        storeMailboxManager = resources.getMailboxManager();
        messageIdManager = resources.getMessageIdManager();
        messageSearchIndex = resources.getSearchIndex();
        eventBus = resources.getEventBus();
    }

    @AfterEach
    void deleteIndex() {
        if (indexName != null) {
            ContractWiring.deleteIndex(client, indexName.getValue());
        }
    }

    @Override
    protected void awaitMessageCount(List<MailboxId> mailboxIds, SearchQuery query, long messageCount) {
        SearchRequest request = new SearchRequest.Builder()
                .index(indexName.getValue())
                .query(queryConverter.from(mailboxIds, query))
                .build();
        long deadline = System.nanoTime() + AWAIT.toNanos();
        long found = -1;
        while (System.nanoTime() < deadline) {
            // what James indexed so far becomes searchable now, instead of at the next one-second refresh
            ContractWiring.refresh(client, indexName.getValue());
            try {
                found = client.search(request).block().hits().total().value();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            if (found == messageCount) {
                return;
            }
            sleep();
        }
        assertThat(found).as("documents indexed in %s within %s", indexName.getValue(), AWAIT).isEqualTo(messageCount);
    }

    private static void sleep() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    protected MessageId initNewBasedMessageId() {
        return InMemoryMessageId.of(100);
    }

    @Override
    protected MessageId initOtherBasedMessageId() {
        return InMemoryMessageId.of(1000);
    }
}
