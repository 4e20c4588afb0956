package org.jsonpjackson.opensearch.transport;

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
 */
public final class JacksonBlockHoundIntegration implements BlockHoundIntegration {

    private static final String DESERIALIZER_CACHE = "com.fasterxml.jackson.databind.deser.DeserializerCache";

    @Override
    public void applyTo(BlockHound.Builder builder) {
        builder.allowBlockingCallsInside(DESERIALIZER_CACHE, "_createAndCacheValueDeserializer");
        builder.disallowBlockingCallsInside(DESERIALIZER_CACHE, "_createAndCache2");
    }
}
