package org.jsonpjackson.sim.stack;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * How the simulations end a child process they started (the stack's JVM, a comparison's service, Cyrus, James and
 * its servers, a Gatling JVM): by its own process id, never by a name or a pattern, which could reach a process of
 * someone else's on a shared machine; forcibly only after a grace period; and never waiting without bound. One
 * routine for all of them, so that a fix to how a child is stopped reaches every child.
 */
public final class ChildProcesses {

    /** How long to wait for a killed process to be gone. */
    private static final Duration AFTER_KILL = Duration.ofSeconds(10);

    private ChildProcesses() {
    }

    /**
     * Asks the process to stop (SIGTERM), waits up to {@code grace} for it to end, then kills it (SIGKILL) and waits
     * up to 10 s more. Interrupted, it kills the process at once and keeps the thread's interrupt.
     */
    public static void stop(Process process, Duration grace) {
        process.destroy();
        awaitOrKill(process, grace);
    }

    /**
     * Waits up to {@code wait} for the process to end by itself (it was told to, through its input or a signal of
     * its own, or it ends when its work is done), then {@link #stop stops} it with 10 s of grace.
     */
    public static void awaitExit(Process process, Duration wait) {
        try {
            if (process.waitFor(wait.toMillis(), TimeUnit.MILLISECONDS)) {
                return;
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            return;
        }
        stop(process, AFTER_KILL);
    }

    private static void awaitOrKill(Process process, Duration grace) {
        try {
            if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor(AFTER_KILL.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
