package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.channel.EventLoop;

/** Test access to a transport's own Netty event loops, for tests in other packages. */
public final class TransportLoops {

    private TransportLoops() {
    }

    /** One of the event loops the transport's HTTP client runs its connections on. */
    public static EventLoop next(ReactorNettyTransport transport) {
        return transport.eventLoops().next();
    }
}
