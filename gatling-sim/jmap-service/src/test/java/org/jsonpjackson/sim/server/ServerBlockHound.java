package org.jsonpjackson.sim.server;

import reactor.blockhound.BlockHound;
import reactor.blockhound.integration.BlockHoundIntegration;

/**
 * Marks the service's event-loop threads as non-blocking, so that BlockHound (installed for every test of
 * this module by blockhound-junit-platform) fails any test in which they block.
 */
public final class ServerBlockHound implements BlockHoundIntegration {

    @Override
    public void applyTo(BlockHound.Builder builder) {
        builder.nonBlockingThreadPredicate(current -> current.or(
                thread -> thread.getName().startsWith(MailSearchServer.EVENT_LOOP_PREFIX)));
    }
}
