package org.jsonpjackson.james;

import org.apache.james.backends.opensearch.ReactorOpenSearchClient;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jsonpjackson.opensearch.reactor.config.InvalidConfigException;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.Request;
import org.opensearch.client.RestClient;
import org.opensearch.client.opensearch.OpenSearchClient;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.cluster.HealthRequest;
import org.opensearch.client.opensearch.core.SearchRequest;
import reactor.core.scheduler.Schedulers;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@ExtendWith(OpenSearchExtension.class)
class JamesOpenSearchClientsTest {

    private final Properties james;

    JamesOpenSearchClientsTest(OpenSearchTarget target) {
        this.james = jamesProperties(target);
    }

    /** As James writes them: host:port, the scheme apart. */
    static Properties jamesProperties(OpenSearchTarget target) {
        Properties p = target.properties();
        p.setProperty("opensearch.hosts", target.uri().getHost() + ":" + target.uri().getPort());
        p.setProperty("opensearch.hostScheme", target.uri().getScheme());
        return p;
    }

    @Test
    void jamesClientWorksOverOurTransport() throws Exception {
        ReactorOpenSearchClient client = JamesOpenSearchClients.fromProperties(james);
        try {
            assertThat(client.health(new HealthRequest.Builder().build()).block().clusterName()).isNotBlank();
            assertThat(client.info().block().version().number()).startsWith("2.");
        } finally {
            client.close();
        }
        assertThatThrownBy(() -> client.info().block()).as("a request after close").isInstanceOf(RuntimeException.class);
    }

    /**
     * A search's response is decoded on {@code boundedElastic()}, and James' next step runs in that same task: no
     * second hop (James' own client makes one, after its I/O thread decoded). Each task any Reactor scheduler runs
     * is numbered by a scheduling hook; the node factory notes the number of the task that builds the hits' nodes,
     * James' side the number of the task it runs in.
     */
    @Test
    void jamesNextStepRunsInTheTaskThatDecodedTheResponse() throws Exception {
        List<List<Long>> calls = searchTwenty(transport -> transport.decodeScheduler(Schedulers.boundedElastic()));
        assertThat(calls).allSatisfy(call -> {
            assertThat(call.get(0)).as("decoded in a task of a Reactor scheduler").isPositive();
            assertThat(call).as("task that decoded the hits, then the task James' step ran in").containsOnly(call.get(0));
        });
    }

    /** Over a transport that decodes on a scheduler of its own, James' hop to {@code boundedElastic()} stays. */
    @Test
    void overATransportThatDecodesElsewhereJamesStepMovesToBoundedElastic() throws Exception {
        List<List<Long>> calls = searchTwenty(transport -> transport);
        assertThat(calls).allSatisfy(call -> assertThat(call.get(call.size() - 1)).as("James' step ran in a task of its own")
                .isNotIn(call.subList(0, call.size() - 1)));
    }

    @Test
    void theServersClientDecodesOnBoundedElastic() throws Exception {
        JsonpJacksonReactorOpenSearchClient client = (JsonpJacksonReactorOpenSearchClient) JamesOpenSearchClients.fromProperties(james);
        try {
            assertThat(client.transport().decodeScheduler()).isSameAs(Schedulers.boundedElastic());
            assertThat(client.handOff()).isEqualTo(HandOff.DIRECT);
        } finally {
            client.close();
        }
    }

    private static final ThreadLocal<Long> TASK = ThreadLocal.withInitial(() -> 0L);

    /** For twenty searches: the numbers of the tasks that built the hits' nodes, then the one James' step ran in. */
    private List<List<Long>> searchTwenty(UnaryOperator<ReactorNettyTransport.Builder> decoding) throws Exception {
        List<Long> decodedIn = new CopyOnWriteArrayList<>();
        ObjectMapper objectMapper = new ObjectMapper().setNodeFactory(new JsonNodeFactory(false) {
            @Override
            public ObjectNode objectNode() {
                decodedIn.add(TASK.get());
                return super.objectNode();
            }
        });
        ReactorNettyTransport transport = decoding.apply(ReactorNettyTransport.builder(OpenSearchProperties.read(james))
                .mapper(new OpenSearchJacksonMapper(objectMapper))).build();
        ReactorOpenSearchClient client = JamesOpenSearchClients.create(transport);
        AtomicLong tasks = new AtomicLong();
        Schedulers.onScheduleHook("hand-off-test", task -> () -> {
            long outer = TASK.get();
            TASK.set(tasks.incrementAndGet());
            try {
                task.run();
            } finally {
                TASK.set(outer);
            }
        });
        try {
            new OpenSearchClient(transport).index(i -> i.index("hand-off").id("1").document(Map.of("subject", "hello"))
                    .refresh(Refresh.True));
            List<List<Long>> calls = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                decodedIn.clear();
                long jamesStep = client.search(new SearchRequest.Builder().index("hand-off").build())
                        .map(response -> {
                            assertThat(response.hits().hits()).hasSize(1);
                            return TASK.get();
                        }).block();
                List<Long> call = new ArrayList<>(decodedIn);
                assertThat(call).as("nodes built for the hit").isNotEmpty();
                call.add(jamesStep);
                calls.add(call);
            }
            return calls;
        } finally {
            Schedulers.resetOnScheduleHook("hand-off-test");
            client.close();
        }
    }

    @Test
    void theLowLevelClientIsBuiltOnlyWhenAskedForAndClosedWithTheClient() throws Exception {
        JsonpJacksonReactorOpenSearchClient client = (JsonpJacksonReactorOpenSearchClient) JamesOpenSearchClients.fromProperties(james);
        assertThat(client.lowLevelClientBuilt()).as("before anyone asked").isFalse();
        RestClient lowLevel = client.getLowLevelClient();
        assertThat(client.getLowLevelClient()).isSameAs(lowLevel);
        assertThat(lowLevel.performRequest(new Request("GET", "/")).getStatusLine().getStatusCode()).isEqualTo(200);

        client.close();

        assertThat(lowLevel.isRunning()).isFalse();
        assertThatThrownBy(client::getLowLevelClient).isInstanceOf(IllegalStateException.class);
    }
}
