package org.jsonpjackson.bench.mapper;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.bench.classpath.ProviderView;
import org.jsonpjackson.bench.payload.Payload;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.opensearch.core.SearchResponse;

import java.io.ByteArrayOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/**
 * Both mappers read the same response and write the same request bodies, with the stock mapper set up exactly as
 * the benchmarks set it up and warm it up ({@code SearchResponseBenchmark.Stock}, {@code RequestBenchmark.Stock}).
 * This class runs in a JVM of its own (a surefire execution of the jmh module) on opensearch-java 2.25.0, as the
 * quick and full suites run the stock benchmarks, so that opensearch-java's static provider caches start empty as
 * in a JMH fork, and {@link Mappers#stock} refuses a mapper whose caches do not hold Parsson.
 */
class EndToEndAgreementTest {

    private static final JsonpMapper OURS = Mappers.ours();
    private static JsonpMapper stockResponses;
    private static JsonpMapper stockRequests;
    private final JsonpDeserializer<SearchResponse<MailDoc>> deserializer =
            SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.of(MailDoc.class));

    @BeforeAll
    static void setUpAsTheBenchmarksDo() {
        // only in the module's own execution for this class: in the shared test JVM the caches cannot be checked
        assumeFalse(Boolean.getBoolean(Mappers.SHARED_JVM), "runs in the stock-mapper-as-measured execution");
        SearchResponseBenchmark.Stock responses = new SearchResponseBenchmark.Stock();
        responses.setUp();
        stockResponses = responses.mapper;
        RequestBenchmark.Stock requests = new RequestBenchmark.Stock();
        requests.setUp();
        stockRequests = requests.mapper;
    }

    @ParameterizedTest
    @EnumSource(value = Payload.class, names = {"SEARCH_30", "SEARCH_1000"})
    void searchResponsesReadTheSame(Payload payload) throws Exception {
        SearchResponse<MailDoc> fromOurs = Mappers.read(OURS, payload.bytes(), deserializer);
        SearchResponse<MailDoc> fromStock = Mappers.read(stockResponses, payload.bytes(), deserializer);
        assertThat(Requests.checksum(fromStock)).isEqualTo(Requests.checksum(fromOurs));
        // every property of every document, written back by one ObjectMapper: the checksum reads only some
        ObjectMapper writer = Mappers.objectMapper();
        for (int i = 0; i < fromOurs.hits().hits().size(); i++) {
            assertThat(writer.writeValueAsString(fromOurs.hits().hits().get(i).source()))
                    .isEqualTo(writer.writeValueAsString(fromStock.hits().hits().get(i).source()));
        }
        assertThat(fromOurs.hits().hits()).hasSize(payload == Payload.SEARCH_30 ? 30 : 1000);
        assertThat(fromOurs.hits().hits().get(0).source().attachments).isNotNull();
    }

    @Test
    void requestBodiesAreTheSameBytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object request : new Object[] {Requests.search(), Requests.bulk(Mappers.objectMapper())}) {
            int stockSize = Mappers.write(stockRequests, request, out);
            byte[] fromStock = out.toByteArray();
            int oursSize = Mappers.write(OURS, request, out);
            assertThat(out.toByteArray()).as(request.getClass().getSimpleName()).isEqualTo(fromStock);
            assertThat(oursSize).isEqualTo(stockSize).isGreaterThan(100);
        }
    }

    /**
     * What the benchmark loops do, outside the warm-up's view of the class path: if they initialised one of
     * opensearch-java's provider caches that the warm-up had not, it would hold our provider, the first on this
     * class path, and the stock mapper would not be stock. (A cache still uninitialised is read under the
     * warm-up's view, where it would find Parsson, as the benchmark never uses it.)
     */
    @Test
    void afterTheMeasuredWorkOpensearchJavasCachesStillHoldParsson() {
        Mappers.read(stockResponses, Payload.SEARCH_1000.bytes(), deserializer);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Mappers.write(stockRequests, Requests.search(), out);
        Mappers.write(stockRequests, Requests.bulk(Mappers.objectMapper()), out);
        ProviderView.with(ProviderView.only(JsonProviderImpl.class), () -> {
            assertThat(Mappers.cachedProvider("org.opensearch.client.json.JsonpUtils", "DEFAULT_PROVIDER"))
                    .isEqualTo(JsonProviderImpl.class.getName());
            assertThat(Mappers.cachedProvider("org.opensearch.client.json.jackson.JsonValueParser$DefaultJsonProvider", "INSTANCE"))
                    .isEqualTo(JsonProviderImpl.class.getName());
            return null;
        });
    }

    @Test
    void theStockMapperIsOpensearchJava225() {
        assertThat(org.opensearch.client.json.jackson.JacksonJsonpMapper.class.getProtectionDomain().getCodeSource()
                .getLocation().getPath()).endsWith("opensearch-java-2.25.0.jar");
    }

    @Test
    void bulkBodyIsThePayload() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Mappers.write(OURS, Requests.bulk(Mappers.objectMapper()), out);
        assertThat(out.size()).as("same documents, written back by databind").isGreaterThan(Payload.BULK.size() / 2);
    }
}
