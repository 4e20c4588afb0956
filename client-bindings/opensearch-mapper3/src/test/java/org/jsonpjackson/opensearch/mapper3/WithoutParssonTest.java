package org.jsonpjackson.opensearch.mapper3;

import jakarta.json.stream.JsonParser;
import org.apache.hc.core5.http.HttpHost;
import org.jsonpjackson.mapper.internal.jackson3.WithoutParsson3;
import org.jsonpjackson.mapper.internal.opensearch.BufferedJsonData;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.opensearch.OpenSearchClient;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch._types.mapping.Property;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.transport.OpenSearchTransport;
import org.opensearch.client.transport.httpclient5.ApacheHttpClient5TransportBuilder;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * opensearch-java's own Apache HTTP client 5 transport on {@link OpenSearchJackson3Mapper} against the embedded node,
 * in a JVM without Parsson: this module's default test run leaves it off the class path, and {@link WithoutParsson3}
 * checks.
 */
@ExtendWith(OpenSearchExtension.class)
class WithoutParssonTest extends WithoutParsson3 {

    private static final String INDEX = "mapper3-without-parsson";

    @Test
    void indexSearchAndMappingsGoThroughTheMapper(URI node) throws Exception {
        OpenSearchJackson3Mapper mapper = new OpenSearchJackson3Mapper();
        Instant date = Instant.parse("2026-11-24T09:30:15.250Z");
        try (OpenSearchTransport transport = ApacheHttpClient5TransportBuilder
                .builder(new HttpHost(node.getScheme(), node.getHost(), node.getPort())).setMapper(mapper).build()) {
            OpenSearchClient client = new OpenSearchClient(transport);
            if (client.indices().exists(e -> e.index(INDEX)).value()) {
                client.indices().delete(d -> d.index(INDEX));
            }
            client.indices().create(c -> c.index(INDEX).mappings(m -> m
                    .properties("subject", p -> p.text(t -> t.fields("raw", f -> f.keyword(k -> k))))
                    .properties("uid", p -> p.long_(l -> l))
                    .properties("date", p -> p.date(d -> d))
                    .properties("flags", p -> p.keyword(k -> k))
                    .properties("headers", p -> p.object(o -> o.properties("x-id", q -> q.keyword(k -> k))))));
            for (long uid = 1; uid <= 3; uid++) {
                MailDoc3 doc = new MailDoc3("tr\u00e8s \ud83d\udce7 " + uid, uid, date.plusSeconds(uid), List.of("seen", "f" + uid),
                        Map.of("x-id", "v" + uid));
                client.index(i -> i.index(INDEX).id(Long.toString(doc.uid())).document(doc).refresh(Refresh.True));
            }

            SearchResponse<MailDoc3> typed = client.search(s -> s.index(INDEX)
                    .query(q -> q.match(t -> t.field("subject").query(v -> v.stringValue("tr\u00e8s"))))
                    .sort(o -> o.field(f -> f.field("uid")))
                    .aggregations("flags", a -> a.terms(t -> t.field("flags"))), MailDoc3.class);
            assertThat(typed.hits().hits()).extracting(h -> h.source().uid()).containsExactly(1L, 2L, 3L);
            assertThat(typed.hits().hits().get(1).source()).isEqualTo(new MailDoc3("tr\u00e8s \ud83d\udce7 2", 2,
                    date.plusSeconds(2), List.of("seen", "f2"), Map.of("x-id", "v2")));
            assertThat(typed.aggregations().get("flags").sterms().buckets().array())
                    .extracting(b -> b.key() + "=" + b.docCount()).contains("seen=3", "f1=1");

            // opensearch-java's client finds JsonData's own deserializer by its annotation without asking the mapper
            // (ApiClient.getDeserializer): the JsonData is its JsonDataImpl, a tree our provider built
            SearchResponse<JsonData> raw = client.search(s -> s.index(INDEX).sort(o -> o.field(f -> f.field("uid"))),
                    JsonData.class);
            JsonData first = raw.hits().hits().get(0).source();
            assertThat(first.to(MailDoc3.class).date()).isEqualTo(date.plusSeconds(1));
            assertThat(first.toJson().asJsonObject().getString("subject")).isEqualTo("tr\u00e8s \ud83d\udce7 1");
            // asked through the mapper, as a response deserializer built with JsonpDeserializer.of does, it is ours
            HttpResponse<byte[]> search = HttpClient.newHttpClient().send(HttpRequest.newBuilder(node.resolve("/" + INDEX
                    + "/_search?sort=uid")).build(), HttpResponse.BodyHandlers.ofByteArray());
            SearchResponse<JsonData> buffered;
            try (JsonParser parser = mapper.jsonProvider().createParser(new ByteArrayInputStream(search.body()))) {
                buffered = SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.of(JsonData.class))
                        .deserialize(parser, mapper);
            }
            JsonData kept = buffered.hits().hits().get(0).source();
            assertThat(kept.getClass()).as("JsonData kept as tokens").isEqualTo(BufferedJsonData.class);
            assertThat(kept.to(MailDoc3.class)).isEqualTo(first.to(MailDoc3.class));
            assertThat(kept.toJson()).isEqualTo(first.toJson());

            // properties are internally tagged by "type": opensearch-java reads them through our look-ahead
            Map<String, Property> properties = client.indices().getMapping(g -> g.index(INDEX)).result().get(INDEX)
                    .mappings().properties();
            assertThat(properties.get("date").isDate()).isTrue();
            assertThat(properties.get("uid").isLong()).isTrue();
            assertThat(properties.get("subject").text().fields().get("raw").isKeyword()).isTrue();
            assertThat(properties.get("headers").object().properties().get("x-id").isKeyword()).isTrue();
        }
    }
}
