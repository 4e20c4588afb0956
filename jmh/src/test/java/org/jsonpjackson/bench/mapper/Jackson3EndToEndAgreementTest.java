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

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/**
 * The Jackson 3 rows of {@link SearchResponseBenchmark} compare like with like: our Jackson 3 mapper and
 * opensearch-java's, set up and warmed up as the benchmark does it ({@code SearchResponseBenchmark.Stock3}), read
 * the same responses, and opensearch-java's provider cache still holds Parsson afterwards. Runs in a JVM of its own
 * (a surefire execution of the jmh module), where nothing used opensearch-java before, as in a JMH fork.
 */
class Jackson3EndToEndAgreementTest {

    private static final JsonpMapper OURS3 = Mappers.ours3();
    private static JsonpMapper stock3;
    private final JsonpDeserializer<SearchResponse<MailDoc>> deserializer =
            SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.of(MailDoc.class));

    @BeforeAll
    static void setUpAsTheBenchmarkDoes() {
        assumeFalse(Boolean.getBoolean(Mappers.SHARED_JVM), "runs in the stock-jackson3-mapper-as-measured execution");
        SearchResponseBenchmark.Stock3 state = new SearchResponseBenchmark.Stock3();
        state.setUp();
        stock3 = state.mapper;
    }

    @ParameterizedTest
    @EnumSource(value = Payload.class, names = {"SEARCH_30", "SEARCH_1000"})
    void searchResponsesReadTheSame(Payload payload) throws Exception {
        SearchResponse<MailDoc> fromOurs = Mappers.read(OURS3, payload.bytes(), deserializer);
        SearchResponse<MailDoc> fromStock = Mappers.read(stock3, payload.bytes(), deserializer);
        assertThat(Requests.checksum(fromOurs)).isEqualTo(Requests.checksum(fromStock));
        // every property of every document, written back by one ObjectMapper: the checksum reads only some
        ObjectMapper writer = Mappers.objectMapper();
        for (int i = 0; i < fromOurs.hits().hits().size(); i++) {
            assertThat(writer.writeValueAsString(fromOurs.hits().hits().get(i).source()))
                    .isEqualTo(writer.writeValueAsString(fromStock.hits().hits().get(i).source()));
        }
        assertThat(fromOurs.hits().hits()).hasSize(payload == Payload.SEARCH_30 ? 30 : 1000);
    }

    /** The instant-reader comparison reads the same instants both ways, and the fast reader is really left out. */
    @ParameterizedTest
    @EnumSource(value = Payload.class, names = {"SEARCH_30", "SEARCH_1000"})
    void withJacksonsInstantReaderTheResponsesReadTheSame(Payload payload) throws Exception {
        JsonpMapper formatter = Mappers.ours3WithJacksonsInstantReader();
        SearchResponse<MailDoc> fromOurs = Mappers.read(OURS3, payload.bytes(), deserializer);
        SearchResponse<MailDoc> fromFormatter = Mappers.read(formatter, payload.bytes(), deserializer);
        assertThat(Requests.checksum(fromFormatter)).isEqualTo(Requests.checksum(fromOurs));
        for (int i = 0; i < fromOurs.hits().hits().size(); i++) {
            assertThat(fromFormatter.hits().hits().get(i).source().date).isEqualTo(fromOurs.hits().hits().get(i).source().date);
            assertThat(fromFormatter.hits().hits().get(i).source().sentDate)
                    .isEqualTo(fromOurs.hits().hits().get(i).source().sentDate);
        }
        assertThat(((org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper) formatter).objectMapper().registeredModules())
                .noneMatch(m -> "jsonpjackson-iso-instant".equals(m.getModuleName()));
        assertThat(((org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper) OURS3).objectMapper().registeredModules())
                .anyMatch(m -> "jsonpjackson-iso-instant".equals(m.getModuleName()));
    }

    @Test
    void theMappersAreTheOnesNamed() {
        assertThat(OURS3.getClass().getName()).isEqualTo("org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper");
        assertThat(OURS3.jsonProvider().getClass().getName()).startsWith("org.jsonpjackson.");
        assertThat(stock3.getClass().getName()).isEqualTo("org.opensearch.client.json.jackson3.JacksonJsonpMapper");
    }

    /** After the measured work, the stock mapper's provider cache holds Parsson, as in an application without ours. */
    @Test
    void afterTheMeasuredWorkOpensearchJavasCacheStillHoldsParsson() {
        Mappers.read(stock3, Payload.SEARCH_1000.bytes(), deserializer);
        ProviderView.with(ProviderView.only(JsonProviderImpl.class), () -> {
            assertThat(Mappers.cachedProvider("org.opensearch.client.json.JsonpUtils", "DEFAULT_PROVIDER"))
                    .isEqualTo(JsonProviderImpl.class.getName());
            return null;
        });
    }
}
