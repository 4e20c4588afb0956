package org.jsonpjackson.sim.james;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A Gatling JVM's console, copied line by line to its log file and watched for the two lines that bound the
 * injection: {@code Simulation ... started...}, printed once the simulation's set-up (the session fetches and mail
 * discovery it sends to the server before injecting) is over, and {@code Parsing log file(s)...}, printed when the
 * injection has ended and before the report is written. Whoever measures the server over the injection alone is told
 * of both ({@link Watch}); a run whose lines never come tells no one.
 */
final class GatlingConsole {

    /** Told when the injection starts and when it ends, on the thread that reads the console. */
    interface Watch {
        Watch NONE = new Watch() {
        };

        default void started() {
        }

        default void ended() {
        }
    }

    private GatlingConsole() {
    }

    /** Starts copying {@code console} to {@code log} on a daemon thread of its own, and returns that thread. */
    static Thread copy(InputStream console, Path log, Watch watch) {
        Thread pump = new Thread(() -> {
            boolean started = false;
            boolean ended = false;
            try (BufferedReader in = new BufferedReader(new InputStreamReader(console, StandardCharsets.UTF_8));
                 BufferedWriter out = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
                for (String line; (line = in.readLine()) != null; ) {
                    out.write(line);
                    out.newLine();
                    if (!started && line.startsWith("Simulation ") && line.contains(" started")) {
                        started = true;
                        watch.started();
                    } else if (started && !ended && line.startsWith("Parsing log file")) {
                        ended = true;
                        watch.ended();
                    }
                }
            } catch (IOException e) {
                System.out.println("Gatling's console could not be copied to " + log + ": " + e);
            }
        }, "gatling-console");
        pump.setDaemon(true);
        pump.start();
        return pump;
    }
}
