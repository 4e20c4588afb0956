package org.jsonpjackson.bench.client;

import org.jsonpjackson.bench.report.RunRecordWriter;
import org.jsonpjackson.bench.report.RunStamp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/**
 * The client-only benchmark: a loopback server JVM ({@link ResponseServer}) with recorded OpenSearch responses,
 * and one client JVM ({@link ClientJvm}) per set-up and round, one at a time, set-ups alternated round by round
 * (each round starts one set-up later). Writes {@code results.md} (medians over rounds, ratios), {@code rounds.csv}
 * (every round's figures) and each JVM's properties and log into the run folder.
 *
 * <pre>
 * mvn -B -pl jmh exec:exec -Dbench.suite=client -Dbench.args="--rounds 5 --rates 200,1000"
 *
 * ClientBenchMain [--rounds 5] [--setups stock,osj39,osj39-our-mapper,ours,ours-metrics,ours-tracing,ours-j3,osj39-j3] [--hits 30|1000]
 *                 [--concurrency 16] [--rates 200,1000] [--warmup-ms 20000] [--settle-ms 3000]
 *                 [--max-settle-ms 60000] [--measure-ms 20000] [--lead-in-ms 2000] [--heap 1g] [--isolation-rate 0]
 *                 [--gzip never|when-asked] [--jvm-args "..."] [--out DIR] [--stock-jar PATH] [--module DIR]
 *                 [--check-only]
 * </pre>
 *
 * A round whose client JVM did not see the JIT settle (a settle window with no compilation) is refused: left out
 * of the medians, and counted in the table; a set-up with no settled round at all gets medians of all its rounds,
 * marked as such.
 */
public final class ClientBenchMain {

    private ClientBenchMain() {
    }

    /** Client-JVM options passed through unchanged. */
    static final List<String> PASSED = List.of("hits", "concurrency", "rates", "warmup-ms", "settle-ms", "max-settle-ms",
            "measure-ms", "lead-in-ms", "max-in-flight", "isolation-rate");

    public static void main(String[] args) throws Exception {
        Path out = run(args);
        System.out.println("Report: " + out.resolve("results.md").toAbsolutePath());
    }

    /** {@code ReportMain client ...}: the same, for {@code -Dbench.suite=client}. */
    public static void suite(String[] args) throws java.io.IOException {
        try {
            main(args);
        } catch (java.io.IOException | RuntimeException e) {
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.IOException("Interrupted", e);
        } catch (Exception e) {
            throw new java.io.IOException(e);
        }
    }

    /** Runs the benchmark; returns the run folder. Throws if a client JVM failed. */
    static Path run(String[] args) throws Exception {
        RunStamp stamp = RunStamp.now("ReportMain client " + String.join(" ", args));
        Map<String, String> o = ClientJvm.options(args);
        int rounds = Integer.parseInt(o.getOrDefault("rounds", "5"));
        List<SetUp> setUps = new ArrayList<>();
        for (String key : o.getOrDefault("setups", "stock,osj39,osj39-our-mapper,ours,ours-metrics,ours-tracing,ours-j3,osj39-j3").split(",")) {
            setUps.add(SetUp.byKey(key));
        }
        Path module = Path.of(o.getOrDefault("module", ".")).toAbsolutePath().normalize();
        Path out = Path.of(o.getOrDefault("out", module.resolve("runs").resolve("client-"
                + LocalDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT))).toString()));
        Files.createDirectories(out.resolve("jvms"));
        String stockJar = o.getOrDefault("stock-jar", System.getProperty("bench.stockOpensearchJava"));
        ClassPaths paths = ClassPaths.ofModule(module, stockJar);
        List<String> jvm = new ArrayList<>(List.of("-Xms" + o.getOrDefault("heap", "1g"), "-Xmx" + o.getOrDefault("heap", "1g"),
                "-XX:+UseG1GC", "--add-exports", "java.management/sun.management=ALL-UNNAMED"));
        if (o.containsKey("jvm-args")) {
            jvm.addAll(Arrays.asList(o.get("jvm-args").trim().split("\\s+")));
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();

        List<Properties> results = new ArrayList<>();
        String gzip = o.getOrDefault("gzip", "never");
        Process server = new ProcessBuilder(java, "-Xmx512m", "-cp", paths.all(), ResponseServer.class.getName(), gzip)
                .redirectError(out.resolve("server.log").toFile())
                .start();
        try {
            int port = port(server);
            System.out.println("Loopback server on 127.0.0.1:" + port + " (gzip " + gzip + "); " + rounds + " rounds of " + setUps.size() + " set-ups");
            for (int round = 1; round <= rounds; round++) {
                for (int i = 0; i < setUps.size(); i++) {
                    SetUp setUp = setUps.get((i + round - 1) % setUps.size());
                    String name = "r" + round + "-" + setUp.key;
                    Path props = out.resolve("jvms").resolve(name + ".properties");
                    List<String> command = new ArrayList<>();
                    command.add(java);
                    command.addAll(jvm);
                    command.addAll(List.of("-cp", paths.forSetUp(setUp), ClientJvm.class.getName(),
                            "--setup", setUp.key, "--port", Integer.toString(port), "--out", props.toString()));
                    for (String key : PASSED) {
                        if (o.containsKey(key)) {
                            command.addAll(List.of("--" + key, o.get(key)));
                        }
                    }
                    if (o.containsKey("check-only")) {
                        command.add("--check-only");
                    }
                    System.out.println("Round " + round + ": " + setUp.key + " (" + setUp.label + ")");
                    Process client = new ProcessBuilder(command)
                            .redirectErrorStream(true)
                            .redirectOutput(out.resolve("jvms").resolve(name + ".log").toFile())
                            .start();
                    if (!client.waitFor(30, TimeUnit.MINUTES)) {
                        client.destroyForcibly();
                        throw new IllegalStateException(name + " ran over 30 minutes; see " + out.resolve("jvms"));
                    }
                    if (client.exitValue() != 0 || !Files.isRegularFile(props)) {
                        throw new IllegalStateException(name + " failed with status " + client.exitValue() + "; see "
                                + out.resolve("jvms").resolve(name + ".log"));
                    }
                    Properties p = new Properties();
                    try (InputStream in = Files.newInputStream(props)) {
                        p.load(in);
                    }
                    p.setProperty("round", Integer.toString(round));
                    results.add(p);
                }
            }
        } finally {
            server.getOutputStream().close();
            if (!server.waitFor(10, TimeUnit.SECONDS)) {
                server.destroy();
            }
        }
        if (!o.containsKey("check-only")) {
            ClientTable table = new ClientTable(setUps, results);
            Files.writeString(out.resolve("results.md"), stamp.line() + "\n\n" + table.markdown(String.join(" ", args)),
                    StandardCharsets.UTF_8);
            Files.writeString(out.resolve("rounds.csv"), table.csv(), StandardCharsets.UTF_8);
            RunRecordWriter record = stamp.record("Client-only benchmark",
                    ClientTable.RECORD_COLUMNS);
            table.record(record);
            record.write(out.resolve("record.json"));
        }
        return out;
    }

    private static int port(Process server) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = reader.readLine()) != null) {
            if (line.startsWith("PORT ")) {
                return Integer.parseInt(line.substring(5).trim());
            }
        }
        throw new IllegalStateException("The loopback server ended without a port; see server.log");
    }
}
