import com.sun.net.httpserver.HttpServer;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;

/**
 * A stand-in for a search node, run by the fake distribution's launcher with a node's -E settings: what NodeProcess
 * relies on, and nothing else. It prints its settings and environment, counts its starts in path.data, binds an
 * HTTP port and a transport port of its own, writes them to path.logs as a node does (http.ports written whole,
 * then moved into place), and answers /_cluster/health green. fake.exit=N exits with N at once, after a line naming it; fake.silent=true
 * never binds a port.
 */
public class FakeNode {
    public static void main(String[] args) throws Exception {
        Map<String, String> settings = new HashMap<>();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            settings.put(arg.substring(2, eq), arg.substring(eq + 1));
        }
        System.out.println("settings " + new java.util.TreeMap<>(settings));
        System.out.println("FAKE_PATH_CONF=" + System.getenv("FAKE_PATH_CONF"));
        if (settings.containsKey("fake.exit")) {
            System.out.println("fake: refusing to start, as fake.exit asks");
            System.exit(Integer.parseInt(settings.get("fake.exit")));
        }
        Path starts = Path.of(settings.get("path.data")).resolve("starts");
        int count = Files.exists(starts) ? Integer.parseInt(Files.readString(starts).trim()) + 1 : 1;
        Files.writeString(starts, Integer.toString(count));
        if (Boolean.parseBoolean(settings.get("fake.silent"))) {
            Thread.sleep(Long.MAX_VALUE);
        }
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/_cluster/health", exchange -> {
            byte[] body = ("{\"cluster_name\":\"" + settings.get("cluster.name") + "\",\"status\":\"green\"}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.createContext("/starts", exchange -> {
            byte[] body = Integer.toString(count).getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        java.net.ServerSocket transport = new java.net.ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        Path logs = Path.of(settings.get("path.logs"));
        Files.writeString(logs.resolve("transport.ports"), "127.0.0.1:" + transport.getLocalPort() + "\n");
        Path part = logs.resolve("http.ports.tmp");
        Files.writeString(part, "127.0.0.1:" + server.getAddress().getPort() + "\n");
        Files.move(part, logs.resolve("http.ports"), StandardCopyOption.ATOMIC_MOVE);
    }
}
