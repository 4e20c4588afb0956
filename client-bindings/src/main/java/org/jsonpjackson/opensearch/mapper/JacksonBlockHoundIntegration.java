package org.jsonpjackson.opensearch.mapper;

import reactor.blockhound.BlockHound;
import reactor.blockhound.integration.BlockHoundIntegration;

/**
 * Tells BlockHound, when an application runs it, about the one lock the mapper may wait on while decoding on
 * a non-blocking thread: Jackson databind builds the deserializer of a type under a {@code ReentrantLock} the
 * first time it meets the type. Two decode threads meeting a new type together contend for a moment, on CPU
 * work only; nothing waits for I/O. Registered through {@code META-INF/services}; BlockHound is optional.
 */
public final class JacksonBlockHoundIntegration implements BlockHoundIntegration {

    @Override
    public void applyTo(BlockHound.Builder builder) {
        builder.allowBlockingCallsInside("com.fasterxml.jackson.databind.deser.DeserializerCache",
                "_createAndCacheValueDeserializer");
    }
}
