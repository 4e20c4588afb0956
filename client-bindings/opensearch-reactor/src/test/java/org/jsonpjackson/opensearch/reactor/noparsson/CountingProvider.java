package org.jsonpjackson.opensearch.reactor.noparsson;

import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Our provider, counting how often it is made. This test run names it in the system property
 * {@code jakarta.json.provider}, which {@code JsonProvider.provider()} reads on every call and then
 * instantiates: so the count is the number of JSON-P look-ups made through the standard API.
 */
public final class CountingProvider extends JsonpJacksonProvider {

    static final AtomicInteger LOOKUPS = new AtomicInteger();

    public CountingProvider() {
        LOOKUPS.incrementAndGet();
    }
}
