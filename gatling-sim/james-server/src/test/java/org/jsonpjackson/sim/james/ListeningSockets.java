package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The TCP ports a process listens on, from iproute2's {@code ss -ltnp}: what James really binds, whatever its
 * configuration says. Loopback only, but for JMAP, which James 3.9 binds on every interface (its {@code JMAPServer}
 * takes a port and no host, and no configuration key gives one).
 */
final class ListeningSockets {

    private static final Pattern LOCAL = Pattern.compile("^LISTEN\\s+\\d+\\s+\\d+\\s+(\\S+):(\\d+)\\s");
    private static final Pattern LOOPBACK = Pattern.compile("127\\.\\d+\\.\\d+\\.\\d+|\\[::1]|\\[::ffff:127\\.\\d+\\.\\d+\\.\\d+]");

    private ListeningSockets() {
    }

    /** A listening socket: its local address and port. */
    record Socket(String address, int port) {
        boolean loopback() {
            return LOOPBACK.matcher(address).matches();
        }
    }

    static List<Socket> of(long pid) throws IOException, InterruptedException {
        List<Socket> sockets = new ArrayList<>();
        for (String line : Processes.output(List.of("ss", "-ltnpH"), 30).split("\n")) {
            Matcher m = LOCAL.matcher(line);
            if (line.contains("pid=" + pid + ",") && m.find()) {
                sockets.add(new Socket(m.group(1), Integer.parseInt(m.group(2))));
            }
        }
        return sockets;
    }
}
