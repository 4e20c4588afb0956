package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.channel.EventLoop;

/**
 * Test access, from this module's tests, to a transport's own Netty event loops: {@code eventLoops()} is
 * package-private, and opensearch-reactor's own accessor ({@code TransportLoops}) lives in its test classes,
 * which are not on this module's class path. This class shares the transport's package only on the test class
 * path; nothing ships it.
 */
public final class TransportEventLoops {

    private TransportEventLoops() {
    }

    /** One of the event loops the transport's HTTP client runs its connections on. */
    public static EventLoop next(ReactorNettyTransport transport) {
        return transport.eventLoops().next();
    }
}
