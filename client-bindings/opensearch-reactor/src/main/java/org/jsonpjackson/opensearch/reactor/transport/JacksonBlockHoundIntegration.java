package org.jsonpjackson.opensearch.reactor.transport;

import reactor.blockhound.BlockHound;
import reactor.blockhound.integration.BlockHoundIntegration;

/**
 * Tells BlockHound, when an application runs it, about the one lock our decode threads may wait on: Jackson
 * databind builds the deserializer of a type under a {@code ReentrantLock} the first time it meets the type,
 * so two decode threads meeting new types together wait for each other for a moment, on CPU work only.
 *
 * <p>The allowance covers only that wait. Blocking is allowed in the method that takes the lock, and
 * disallowed again in the one it calls, under the lock, to build the deserializer: a custom deserializer or
 * module that reads a file or sleeps while it is being built still fails. Registered through
 * {@code META-INF/services}; BlockHound is an optional dependency.
 *
 * <p>Jackson 3's databind ({@code tools.jackson}, under a mapper such as opensearch-mapper3's) keeps the same
 * cache, lock and method names in its own package, and gets the same allowance.
 *
 * @since 0.1.0
 */
public final class JacksonBlockHoundIntegration implements BlockHoundIntegration {

    /** Jackson 2's, then Jackson 3's; BlockHound ignores a class that is not there. */
    private static final String[] DESERIALIZER_CACHES = {
        "com.fasterxml.jackson.databind.deser.DeserializerCache",
        "tools.jackson.databind.deser.DeserializerCache",
    };

    @Override
    public void applyTo(BlockHound.Builder builder) {
        for (String cache : DESERIALIZER_CACHES) {
            builder.allowBlockingCallsInside(cache, "_createAndCacheValueDeserializer");
            builder.disallowBlockingCallsInside(cache, "_createAndCache2");
        }
    }
}
