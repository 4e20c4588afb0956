package org.jsonpjackson.sim.compare;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Gatling, in the JVM of its own that a comparison starts for each run, measuring its own CPU over the
 * injection alone: from Gatling's {@code Simulation ... started...} line to its {@code Parsing log file(s)...}
 * line, which it prints when the injection has ended, so that its start-up and report writing do not count. When the JVM exits, it writes
 * {@code injection=nanos;process=nanos} to the file named by {@code -Dcompare.generatorCpu} ({@code injection}
 * is -1 if Gatling's lines were not seen).
 *
 * <p>Arguments: Gatling's own. Started on the load class path ({@link Compare#generatorClassPath()}).
 */
public final class GeneratorJvm {

    private GeneratorJvm() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(System.getProperty("compare.generatorCpu"));
        Watch watch = new Watch(System.out);
        // Gatling prints through Scala's Console, which takes System.out when it is first used: set it first
        System.setOut(new PrintStream(watch, true, StandardCharsets.UTF_8));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            long injection = watch.started >= 0 && watch.completed >= 0 ? watch.completed - watch.started : -1;
            try {
                Files.writeString(out, "injection=" + injection + ";process=" + ThreadCpu.processNanos());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "generator-cpu"));
        // by name: this module's class path leaves Gatling out (its JVM holds the node); this JVM's has it
        Class.forName("io.gatling.app.Gatling").getMethod("main", String[].class).invoke(null, (Object) args);
    }

    /** Passes every byte through, and notes the process CPU when Gatling says the injection started and ended. */
    static final class Watch extends OutputStream {
        private final PrintStream target;
        private final StringBuilder line = new StringBuilder();
        volatile long started = -1;
        volatile long completed = -1;

        Watch(PrintStream target) {
            this.target = target;
        }

        @Override
        public synchronized void write(int b) {
            target.write(b);
            if (b == '\n') {
                seen(line.toString());
                line.setLength(0);
            } else if (line.length() < 400) {
                line.append((char) b);
            }
        }

        @Override
        public void flush() {
            target.flush();
        }

        void seen(String text) {
            if (text.startsWith("Simulation ") && text.contains(" started")) {
                started = ThreadCpu.processNanos();
            } else if (text.startsWith("Parsing log file") && completed < 0) {
                completed = ThreadCpu.processNanos();
            }
        }
    }
}
