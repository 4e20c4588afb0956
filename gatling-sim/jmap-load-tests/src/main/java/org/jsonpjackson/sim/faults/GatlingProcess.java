package org.jsonpjackson.sim.faults;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs one Gatling simulation in a JVM of its own, on the load class path ({@link LoadClassPath}: Gatling's
 * Netty 4.2, where the JVM that holds the service and the nodes runs on the stack's Netty 4.1); a stalled
 * service's backlog of connections then cannot exhaust the file descriptors of that JVM either, and the
 * generator's heap and threads are not theirs.
 */
final class GatlingProcess {

    private GatlingProcess() {
    }

    /**
     * Runs {@code simulation} with {@code properties} as system properties, writing its report under
     * {@code results} and its console output to {@code console} (or this JVM's, when {@code null}); returns
     * Gatling's exit status (non-zero when an assertion failed).
     */
    static int run(String simulation, Path results, String description, Map<String, String> properties, Path console)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx1g", "--add-opens=java.base/java.lang=ALL-UNNAMED", "-XX:MaxInlineLevel=20", "-XX:MaxTrivialSize=12",
                "-cp", LoadClassPath.get()));
        properties.forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.addAll(List.of("io.gatling.app.Gatling", "--simulation", simulation,
                "--results-folder", results.toAbsolutePath().toString(), "--run-description", description));
        ProcessBuilder process = new ProcessBuilder(command);
        if (console == null) {
            process.inheritIO();
        } else {
            process.redirectErrorStream(true).redirectOutput(console.toFile());
        }
        return process.start().waitFor();
    }
}
