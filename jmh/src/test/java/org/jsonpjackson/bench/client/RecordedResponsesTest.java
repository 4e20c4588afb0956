package org.jsonpjackson.bench.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jsonpjackson.bench.payload.Payload;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The count and bulk replies the server adds to the jmh payloads are consistent with them. */
class RecordedResponsesTest {

    static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theCountIsTheTotalOfTheThirtyHitSearch() throws Exception {
        JsonNode count = JSON.readTree(ResponseServer.Recorded.COUNT.bytes());
        JsonNode search = JSON.readTree(Payload.SEARCH_30.bytes());
        assertThat(count.get("count").asLong()).isEqualTo(search.at("/hits/total/value").asLong());
        assertThat(count.get("_shards")).isEqualTo(search.get("_shards"));
    }

    @Test
    void theBigPagesAreTheLargeSearchWithItsHitsRepeated() throws Exception {
        JsonNode large = JSON.readTree(Payload.SEARCH_1000.bytes());
        for (int times : new int[] {1, 4}) {
            JsonNode big = JSON.readTree(ResponseServer.hitsRepeated(Payload.SEARCH_1000.bytes(), times));
            JsonNode hits = big.at("/hits/hits");
            assertThat(hits).hasSize(1000 * times);
            for (int i = 0; i < hits.size(); i++) {
                assertThat(hits.get(i)).as("hit %d", i).isEqualTo(large.at("/hits/hits").get(i % 1000));
            }
            ((com.fasterxml.jackson.databind.node.ObjectNode) big.get("hits")).set("hits", large.at("/hits/hits"));
            assertThat(big).as("everything but the hits as it was").isEqualTo(large);
        }
        assertThat(ResponseServer.hitsRepeated(Payload.SEARCH_1000.bytes(), Calls.BIG_PAGES[1] / 1000).length)
                .as("the 20 MB page: past Parsson 1.1.8+'s 15,000,000-character limit").isGreaterThan(15_000_000);
    }

    @Test
    void theBulkReplyCreatedTheFirstHundredHitsOfTheLargeSearch() throws Exception {
        JsonNode bulk = JSON.readTree(ResponseServer.Recorded.BULK_REPLY.bytes());
        JsonNode hits = JSON.readTree(Payload.SEARCH_1000.bytes()).at("/hits/hits");
        assertThat(bulk.get("errors").asBoolean()).isFalse();
        assertThat(bulk.get("items")).hasSize(100);
        for (int i = 0; i < 100; i++) {
            JsonNode item = bulk.get("items").get(i).get("index");
            assertThat(item.get("_id").asText()).isEqualTo(hits.get(i).get("_id").asText());
            assertThat(item.get("_index").asText()).isEqualTo(hits.get(i).get("_index").asText());
            assertThat(item.get("status").asInt()).isEqualTo(201);
            assertThat(item.get("result").asText()).isEqualTo("created");
        }
    }
}
