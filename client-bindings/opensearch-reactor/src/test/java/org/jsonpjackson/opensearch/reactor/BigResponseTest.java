package org.jsonpjackson.opensearch.reactor;

import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.JsonpConfig;
import org.jsonpjackson.mapper.internal.BigSearchResponse;
import org.jsonpjackson.mapper.internal.opensearch.BigResponseReads;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.jsonpjackson.opensearch.reactor.transport.ResponseTooLargeException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.opensearch._types.SortOrder;
import org.opensearch.client.opensearch.core.SearchResponse;
import reactor.core.Exceptions;

import java.nio.charset.StandardCharsets;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * A real node's search response of more than 16 million characters through the reactive client on its defaults:
 * under its response limit (100 MiB, {@code opensearch.http.maxResponseBytes}), and with no document limit in the
 * provider, where Parsson 1.1.9, which opensearch-java 3.9 and later ship, refuses any document over 15 million
 * characters; and past each of our own limits, a typed error naming the setting that lifts it.
 */
@ExtendWith(OpenSearchExtension.class)
class BigResponseTest {

    private static final String INDEX = "big-response-reactor";

    /** The node's own response, indexed and fetched once for the tests that search it (about 15 s here). */
    private static String json;

    private static String indexed(OpenSearchTarget target) throws Exception {
        if (json == null) {
            json = BigSearchResponse.fetch(target.uri(), INDEX);
        }
        return json;
    }

    private static SearchResponse<JsonData> searchAll(ReactorSearchClient client, String index) {
        return client.search(s -> s.index(index).size(BigSearchResponse.HITS)
                .sort(o -> o.field(f -> f.field("n").order(SortOrder.Asc))), JsonData.class).block(Duration.ofMinutes(2));
    }

    @Test
    void aSearchResponseOverSixteenMillionCharactersReadsOnDefaults(OpenSearchTarget target) throws Exception {
        assertThat(indexed(target).length()).as("characters of the node's own response to the same search")
                .isGreaterThan(16_000_000);
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        try (ReactorSearchClient client = ReactorSearchClient.create(config)) {
            BigResponseReads.checkHits(searchAll(client, INDEX).hits().hits());
        }
    }

    @Test
    void pastTheResponseLimitTheErrorNamesTheSettingThatLiftsIt(OpenSearchTarget target) throws Exception {
        long bytes = indexed(target).getBytes(StandardCharsets.UTF_8).length;
        long limit = bytes / 2;
        SearchClientConfig config = OpenSearchProperties.read(target.properties()).toBuilder().maxResponseBytes(limit).build();
        try (ReactorSearchClient client = ReactorSearchClient.create(config)) {
            // a checked TransportException, which block() wraps: the Mono itself fails with it
            Throwable failure = Exceptions.unwrap(catchThrowable(() -> searchAll(client, INDEX)));
            assertThat(failure)
                    .isInstanceOfSatisfying(ResponseTooLargeException.class, e -> {
                        assertThat(e.limit()).isEqualTo(limit);
                        assertThat(e.setting()).isEqualTo(SearchClientConfig.MAX_RESPONSE_BYTES);
                    })
                    .hasMessageContaining(SearchClientConfig.MAX_RESPONSE_BYTES);
            // the limit ends one call, not the client: a small search on the same client still answers
            assertThat(client.count(INDEX).block(Duration.ofSeconds(30))).isEqualTo((long) BigSearchResponse.HITS);
        }
    }

    @Test
    void aStringPastTheProvidersDefaultLimitFailsNamingTheSettingThatLiftsIt(OpenSearchTarget target) throws Exception {
        String index = "big-string-reactor";
        BigSearchResponse.fetchOneBody(target.uri(), index, JsonpConfig.DEFAULT_MAX_STRING_LENGTH + 1);
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        try (ReactorSearchClient client = ReactorSearchClient.create(config)) {
            assertThatThrownBy(() -> searchAll(client, index))
                    .isInstanceOf(JsonParsingException.class)
                    .hasMessageContaining("String value length (20000001) exceeds the maximum allowed (20000000")
                    .hasMessageContaining(JsonpConfig.MAX_STRING_LENGTH);
        }
    }
}
