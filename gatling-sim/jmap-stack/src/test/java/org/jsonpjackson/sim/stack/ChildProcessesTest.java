package org.jsonpjackson.sim.stack;

import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Real child processes (bash, from the machine), ended as the simulations end theirs. A process killed by a signal
 * exits with 128 + its number: 143 for SIGTERM, 137 for SIGKILL.
 */
class ChildProcessesTest {

    /**
     * Runs {@code setup}, then says it is ready, then runs {@code rest}; returned once it has said so. A SIGTERM sent
     * before bash ran a {@code trap} in {@code setup} would end it all the same.
     */
    private static Process child(String setup, String rest) throws IOException {
        Process child = new ProcessBuilder("bash", "-c", setup + " echo ready; " + rest).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        assertThat(out.readLine()).as("the child's first line").isEqualTo("ready");
        return child;
    }

    /**
     * Never ends by itself. Not waiting on its input: {@code Process.destroy()} closes the child's input as it signals
     * it, and a read would end there.
     */
    private static Process endless(boolean ignoresSigterm) throws IOException {
        return child(ignoresSigterm ? "trap '' TERM;" : "", "while :; do sleep 1; done");
    }

    @Test
    void aChildThatHonoursSigtermEndsByIt() throws IOException {
        Process child = endless(false);

        ChildProcesses.stop(child, Duration.ofSeconds(30));

        assertThat(child.isAlive()).isFalse();
        assertThat(child.exitValue()).as("ended by SIGTERM").isEqualTo(143);
    }

    @Test
    void aChildThatIgnoresSigtermIsKilledAfterTheGrace() throws IOException {
        Process child = endless(true);

        ChildProcesses.stop(child, Duration.ofMillis(300));

        assertThat(child.isAlive()).isFalse();
        assertThat(child.exitValue()).as("ended by SIGKILL").isEqualTo(137);
    }

    @Test
    void aChildThatEndsByItselfIsAwaitedNotSignalled() throws IOException {
        Process child = child("", "read line");
        child.getOutputStream().close(); // its input ends: read returns, and so does bash, with read's status (1)

        ChildProcesses.awaitExit(child, Duration.ofSeconds(30));

        assertThat(child.isAlive()).isFalse();
        assertThat(child.exitValue()).as("its own exit, no signal").isEqualTo(1);
    }

    @Test
    void aChildThatDoesNotEndWithinTheWaitIsStopped() throws IOException {
        Process child = endless(false);

        ChildProcesses.awaitExit(child, Duration.ofMillis(300));

        assertThat(child.isAlive()).isFalse();
        assertThat(child.exitValue()).as("then stopped by SIGTERM").isEqualTo(143);
    }
}
