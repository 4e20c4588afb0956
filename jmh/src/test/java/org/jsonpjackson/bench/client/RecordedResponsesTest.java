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
