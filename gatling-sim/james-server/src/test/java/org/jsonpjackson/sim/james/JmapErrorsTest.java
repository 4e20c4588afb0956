package org.jsonpjackson.sim.james;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link JmapErrors} on James' console format: colours, root cause first, wrappers after, stack lines between. */
class JmapErrorsTest {

    private static final String ERROR = "21:19:20.785 \u001B[1;31m[ERROR]\u001B[0;39m o.a.j.j.m.Method - " + JmapErrors.METHOD_ERROR;

    @Test
    void eachFailedMethodCountsUnderTheExceptionItEndedWith() {
        List<String> log = List.of(
                "21:19:20.469 \u001B[34m[INFO ]\u001B[0;39m o.a.j.m.o.e.OpenSearchListeningMessageSearchIndex - Indexing",
                ERROR,
                "java.net.ConnectException: finishConnect(..) failed: Connection refused",
                "\tat io.netty.channel.unix.Errors.newConnectException0(Errors.java:166)",
                "Wrapped by: io.netty.channel.AbstractChannel$AnnotatedConnectException: finishConnect(..) failed",
                "Wrapped by: org.jsonpjackson.opensearch.reactor.transport.CannotConnectException: No host could be reached",
                "\tat org.jsonpjackson.opensearch.reactor.transport.Failures.cannotConnect(Failures.java:64)",
                ERROR,
                "reactor.netty.http.client.PrematureCloseException: Connection prematurely closed BEFORE response",
                "Wrapped by: org.jsonpjackson.opensearch.reactor.transport.ConnectionLostException: The connection to "
                        + "http://127.0.0.1:9200 broke before the response to POST /_search/scroll came (Connection "
                        + "prematurely closed BEFORE response); the node may have received the request, and it is not "
                        + "safe to repeat, so it was sent once (opensearch.http.maxRetries)",
                "21:19:20.790 \u001B[31m[WARN ]\u001B[0;39m r.n.h.c.HttpClientConnect - The connection observed an error",
                "io.netty.channel.unix.Errors$NativeIoException: recvAddress(..) failed: Connection reset by peer",
                ERROR,
                "io.netty.channel.unix.Errors$NativeIoException: recvAddress(..) failed: Connection reset by peer",
                ERROR,
                "io.netty.channel.unix.Errors$NativeIoException: recvAddress(..) failed: Connection reset by peer",
                "Wrapped by: org.jsonpjackson.opensearch.reactor.transport.ConnectionLostException: The connection to "
                        + "http://127.0.0.1:9201 broke before the response to POST /mailbox_v2/_search came (reset); the "
                        + "node may have received the request, and it was sent 4 times (opensearch.http.maxRetries)");

        Map<String, Integer> kinds = new TreeMap<>();
        JmapErrors.count(log, kinds);

        assertThat(kinds).containsExactlyInAnyOrderEntriesOf(Map.of(
                "CannotConnectException", 1,
                "ConnectionLostException (POST /_search/scroll, not repeated)", 1,
                "Errors$NativeIoException", 1,
                "ConnectionLostException (POST /mailbox_v2/_search, sent 4 times)", 1));
        assertThat(kinds.keySet().stream().filter(JmapErrors::unrepeatableScroll))
                .containsExactly("ConnectionLostException (POST /_search/scroll, not repeated)");
    }
}
