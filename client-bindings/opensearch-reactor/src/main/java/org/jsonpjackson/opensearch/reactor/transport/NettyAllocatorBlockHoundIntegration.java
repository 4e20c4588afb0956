package org.jsonpjackson.opensearch.reactor.transport;

import reactor.blockhound.BlockHound;
import reactor.blockhound.integration.BlockHoundIntegration;

/**
 * Tells BlockHound, when an application runs it, about a lock of Netty's adaptive allocator, the default allocator
 * from Netty 4.2 on: when threads allocate together, one of them may free a magazine under a {@code StampedLock}
 * write lock ({@code AdaptivePoolingAllocator$Magazine.free}, {@code $MagazineGroup.free}) and wait a moment for
 * another thread's allocation, which holds it. That is CPU work only, like the pooled allocator's arena locks, which
 * Netty's own BlockHound integration allows; Netty 4.2.18's does not allow this one. Our transport allocates on
 * event loops and decode threads together (a response of many reads, a request written), so under load an
 * application that runs BlockHound on Netty 4.2 saw {@code BlockingOperationError: Unsafe#park} fail its calls (the
 * build's Reactor 2025 run found it).
 *
 * <p>Blocking is allowed inside those two methods only: nothing they call takes any other lock. Registered through
 * {@code META-INF/services}; BlockHound is an optional dependency, and ignores names that match no class (a Netty
 * without the adaptive allocator).
 *
 * @since 0.1.0
 */
public final class NettyAllocatorBlockHoundIntegration implements BlockHoundIntegration {

    static final String MAGAZINE = "io.netty.buffer.AdaptivePoolingAllocator$Magazine";
    static final String MAGAZINE_GROUP = "io.netty.buffer.AdaptivePoolingAllocator$MagazineGroup";

    @Override
    public void applyTo(BlockHound.Builder builder) {
        builder.allowBlockingCallsInside(MAGAZINE, "free");
        builder.allowBlockingCallsInside(MAGAZINE_GROUP, "free");
    }
}
