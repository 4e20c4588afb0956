package org.jsonpjackson.bench.mapper;

import org.jsonpjackson.bench.payload.Payload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.opensearch.core.SearchResponse;

import java.io.ByteArrayOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** Both mappers read the same response and write the same request bodies. */
class EndToEndAgreementTest {

    private final JsonpMapper ours = Mappers.ours();
    private final JsonpMapper stock = Mappers.stock(m -> { });
    private final JsonpDeserializer<SearchResponse<MailDoc>> deserializer =
            SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.of(MailDoc.class));

    @ParameterizedTest
    @EnumSource(value = Payload.class, names = {"SEARCH_30", "SEARCH_1000"})
    void searchResponsesReadTheSame(Payload payload) {
        SearchResponse<MailDoc> fromOurs = Mappers.read(ours, payload.bytes(), deserializer);
        long checksum = Requests.checksum(fromOurs);
        assertThat(Requests.checksum(Mappers.read(stock, payload.bytes(), deserializer))).isEqualTo(checksum);
        assertThat(fromOurs.hits().hits()).hasSize(payload == Payload.SEARCH_30 ? 30 : 1000);
        assertThat(fromOurs.hits().hits().get(0).source().attachments).isNotNull();
    }

    @Test
    void requestBodiesAreTheSameBytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object request : new Object[] {Requests.search(), Requests.bulk(Mappers.objectMapper())}) {
            int stockSize = Mappers.write(stock, request, out);
            byte[] fromStock = out.toByteArray();
            int oursSize = Mappers.write(ours, request, out);
            assertThat(out.toByteArray()).as(request.getClass().getSimpleName()).isEqualTo(fromStock);
            assertThat(oursSize).isEqualTo(stockSize).isGreaterThan(100);
        }
    }

    @Test
    void bulkBodyIsThePayload() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Mappers.write(ours, Requests.bulk(Mappers.objectMapper()), out);
        assertThat(out.size()).as("same documents, written back by databind").isGreaterThan(Payload.BULK.size() / 2);
    }
}
