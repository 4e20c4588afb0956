package org.jsonpjackson.sim.stack;

import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A taken port is reported before anything starts, naming the setting; port 0 is never taken. */
class MailSearchStackPortTest {

    @Test
    void aTakenPortFailsAtOnceNamingTheSetting() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            StackSettings settings = new StackSettings(new CorpusSpec(1, 1, 1), "127.0.0.1", taken.getLocalPort(), false);
            // start() itself: were the check missing, it would start a node here, and fail much later at the bind
            assertThatThrownBy(() -> MailSearchStack.start(settings))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageStartingWith("sim.port=" + taken.getLocalPort() + " is taken on 127.0.0.1")
                    .hasMessageContaining("-Dsim.port=0");
        }
    }

    @Test
    void portZeroAndAFreePortPass() throws IOException {
        int free;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            free = probe.getLocalPort();
        }
        assertThatCode(() -> MailSearchStack.requirePortFree(new StackSettings(new CorpusSpec(1, 1, 1), "127.0.0.1", 0, false)))
                .doesNotThrowAnyException();
        assertThatCode(() -> MailSearchStack.requirePortFree(new StackSettings(new CorpusSpec(1, 1, 1), "127.0.0.1", free, false)))
                .doesNotThrowAnyException();
        assertThat(free).isPositive();
    }
}
