package org.jsonpjackson.opensearch.threading;

import org.jsonpjackson.opensearch.transport.ReactorNettyTransport;
import reactor.blockhound.BlockHound;
import reactor.blockhound.integration.BlockHoundIntegration;

/**
 * Marks the transport's Netty event-loop threads as non-blocking, next to Reactor's own parallel threads
 * (the decode scheduler) that Reactor's integration already marks. Installed for every test in this module
 * by blockhound-junit-platform.
 */
public final class EventLoopBlockHound implements BlockHoundIntegration {

    @Override
    public void applyTo(BlockHound.Builder builder) {
        builder.nonBlockingThreadPredicate(current -> current.or(
                thread -> thread.getName().startsWith(ReactorNettyTransport.EVENT_LOOP_PREFIX)));
    }
}
