package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/**
 * A loopback port that was free a moment ago. PostgreSQL, James' JMAP and WebAdmin take a port number in their
 * configuration, not 0, so the number is chosen here, at run time; another process could take it in between, and
 * the server would then fail to start, saying so (never a silent clash).
 */
final class Ports {

    private Ports() {
    }

    static int free() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
