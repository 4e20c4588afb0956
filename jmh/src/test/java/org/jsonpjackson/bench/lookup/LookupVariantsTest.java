package org.jsonpjackson.bench.lookup;

import jakarta.json.spi.JsonProvider;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.bench.classpath.ProviderView;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.json.Jsonp;
import org.junit.jupiter.api.Test;
import org.opensearch.client.json.jackson.JacksonJsonpMapper;

import static org.assertj.core.api.Assertions.assertThat;

/** The look-up variants measure what they claim: which provider each finds, and that they read the same array. */
class LookupVariantsTest {

    @Test
    void perCallLookUpFindsOurProviderWhateverTheClassPathOrder() {
        ClassLoader oursFirst = ProviderView.only(JsonpJacksonProvider.class);
        assertThat(ProviderView.with(oursFirst, JsonProvider::provider)).isInstanceOf(JsonpJacksonProvider.class);
        assertThat(ProviderView.with(ProviderView.only(JsonProviderImpl.class), JsonProvider::provider))
                .as("the view really decides").isInstanceOf(JsonProviderImpl.class);
    }

    @Test
    void cachedLookUpIsOurs() {
        assertThat(Jsonp.provider()).isInstanceOf(JsonpJacksonProvider.class);
    }

    @Test
    void everyCorrectVariantReadsTheArray() {
        LookupBenchmark bench = new LookupBenchmark();
        bench.setUp();
        long expected = "a".hashCode() + "b".hashCode();
        assertThat(bench.lookup_perCallLookup()).isEqualTo(expected);
        assertThat(bench.lookup_ours()).isEqualTo(expected);
        assertThat(bench.lookup_opensearch()).isEqualTo(expected);
        assertThat(new JacksonJsonpMapper().jsonProvider().createParser(new java.io.ByteArrayInputStream(LookupBenchmark.INPUT)))
                .as("variant (c) is opensearch-java's parser")
                .isInstanceOf(org.opensearch.client.json.jackson.JacksonJsonpParser.class);
    }

    @Test
    void flawedVariantsMeasureAnExceptionNotParsing() {
        LookupBenchmark bench = new LookupBenchmark();
        bench.setUp();
        assertThat(bench.flawed_perCallLookup()).isInstanceOf(IllegalStateException.class);
        assertThat(bench.flawed_ours()).isInstanceOf(IllegalStateException.class);
    }
}
