package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;

import java.net.URI;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether responses from a host are asked for gzip: as {@link SearchClientConfig#compression()} says when it is
 * set; otherwise from every host but a loopback one ({@code localhost}, {@code 127.x.x.x}, {@code ::1}). Over
 * loopback, compressing costs the node and the client CPU on every response and saves nothing, since the bytes
 * never cross a network.
 */
final class GzipPolicy {

    private static final Pattern IPV4_LOOPBACK = Pattern.compile("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");

    private GzipPolicy() {
    }

    static boolean compresses(SearchClientConfig config, URI host) {
        return config.compression().orElseGet(() -> !loopback(host.getHost()));
    }

    /** Decided on the name alone: a look-up could block. */
    private static boolean loopback(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        return h.equals("localhost") || h.endsWith(".localhost") || h.equals("[::1]") || h.equals("::1")
                || IPV4_LOOPBACK.matcher(h).matches();
    }
}
