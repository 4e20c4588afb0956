package org.jsonpjackson.opensearch.reactor.transport;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A call's {@code db.operation.name}, {@code db.collection.name} and {@code server.port}, as OpenTelemetry's
 * database conventions use them. opensearch-java's endpoints carry no name, so the operation comes from the request's class, one name per
 * class: {@code SearchRequest} is {@code search}, {@code ClearScrollRequest} {@code clear_scroll}, and a request of a
 * namespace is prefixed with it ({@code indices.CreateIndexRequest} is {@code indices.create_index}). So the names are
 * as few as the request classes, and stable across calls.
 */
final class Operations {

    private static final String CLIENT_PACKAGE = "org.opensearch.client.opensearch.";
    /** Names by request class; the values are strings, which hold no class (and so no class loader) alive. */
    private static final ClassValue<String> NAMES = new ClassValue<>() {
        @Override
        protected String computeValue(Class<?> type) {
            return nameOf(type);
        }
    };

    private Operations() {
    }

    static String of(Object request) {
        return request == null ? "unknown" : NAMES.get(request.getClass());
    }

    static String nameOf(Class<?> type) {
        String simple = type.getSimpleName();
        if (simple.endsWith("Request") && simple.length() > "Request".length()) {
            simple = simple.substring(0, simple.length() - "Request".length());
        }
        StringBuilder name = new StringBuilder();
        String pkg = type.getPackageName();
        if (pkg.startsWith(CLIENT_PACKAGE)) {
            String namespace = pkg.substring(CLIENT_PACKAGE.length());
            if (!namespace.isEmpty() && !namespace.equals("core") && !namespace.startsWith("core.")) {
                name.append(namespace).append('.');
            }
        }
        for (int i = 0; i < simple.length(); i++) {
            char c = simple.charAt(i);
            if (Character.isUpperCase(c) && i > 0) {
                name.append('_');
            }
            name.append(Character.toLowerCase(c));
        }
        return name.toString().toLowerCase(Locale.ROOT);
    }

    /** A node's {@code server.port}: its URI's port, else its scheme's default (443 for https, 80 for http). */
    static int serverPort(URI host) {
        return host.getPort() >= 0 ? host.getPort() : "https".equalsIgnoreCase(host.getScheme()) ? 443 : 80;
    }

    /**
     * The one index a path names ({@code /mail/_search?...} names {@code mail}), or null: for a path of the cluster
     * ({@code /_bulk}, {@code /_search/scroll}), and for several indices or a pattern ({@code a,b}, {@code mail-*}),
     * which the conventions leave unnamed.
     */
    static String collection(String pathAndQuery) {
        int start = pathAndQuery.startsWith("/") ? 1 : 0;
        int end = start;
        while (end < pathAndQuery.length() && pathAndQuery.charAt(end) != '/' && pathAndQuery.charAt(end) != '?') {
            end++;
        }
        if (end == start || pathAndQuery.charAt(start) == '_') {
            return null;
        }
        String index = URLDecoder.decode(pathAndQuery.substring(start, end), StandardCharsets.UTF_8);
        return index.indexOf(',') >= 0 || index.indexOf('*') >= 0 ? null : index;
    }

    /**
     * A request's path as a tag of few values, for Reactor Netty's {@code uri}: the query left out, the first segment
     * that does not start with {@code _} (an index, an alias or a pattern) {@code {index}}, and any later one
     * {@code {id}} but {@code scroll}; so {@code /mail/_doc/42?refresh=true} is {@code /{index}/_doc/{id}}, and
     * {@code /_search/scroll} stays as it is.
     */
    static String uriTemplate(String path) {
        int end = path.indexOf('?');
        if (end < 0) {
            end = path.length();
        }
        StringBuilder tag = new StringBuilder();
        int start = path.startsWith("/") ? 1 : 0;
        boolean first = true;
        while (start < end) {
            int slash = path.indexOf('/', start);
            if (slash < 0 || slash > end) {
                slash = end;
            }
            String segment = path.substring(start, slash);
            if (!segment.isEmpty()) {
                tag.append('/').append(segment.startsWith("_") || segment.equals("scroll") ? segment
                        : first ? "{index}" : "{id}");
                first = false;
            }
            start = slash + 1;
        }
        return tag.length() == 0 ? "/" : tag.toString();
    }
}
