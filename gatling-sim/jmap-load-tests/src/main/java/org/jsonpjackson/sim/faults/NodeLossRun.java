package org.jsonpjackson.sim.faults;

import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.mailbox.opensearch.MessageRef;
import org.jsonpjackson.mailbox.query.Criterion;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.EmbeddedOpenSearch;
import org.jsonpjackson.sim.stack.MailSearchStack;
import org.jsonpjackson.sim.stack.StackSettings;
import org.jsonpjackson.sim.load.GatlingStats;
import org.jsonpjackson.sim.load.RequestLog;
import org.jsonpjackson.sim.load.RunStats;
import org.opensearch.client.opensearch._types.HealthStatus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * A node dies under load, in a JVM on the stack's class path (Netty 4.1; Gatling runs in a JVM of its own on
 * Gatling's Netty 4.2): a cluster of embedded nodes with the mail index spread over them (shards and a
 * replica each), the corpus indexed, the JMAP service on every node's address, Gatling searching at a steady
 * rate while new mail is imported the whole time; half-way through, the node holding the most primaries of
 * the mail index stops. Reports failed requests, the p99 before, during and after the loss, and whether every
 * message the service acknowledged can be found afterwards.
 *
 * <pre>mvn -B -pl gatling-sim/jmap-load-tests -am verify -Pfaults</pre>
 */
public final class NodeLossRun {

    private NodeLossRun() {
    }

    /**
     * Arguments: the results folder (its {@code faults} sub-folder is written), and optionally a file for Gatling's
     * console output. Started on this module's class path (Gatling's Netty 4.2), it runs itself again in a JVM on
     * the stack's ({@link StackJvm}), with the same options, and exits as that JVM does.
     */
    public static void main(String[] args) throws Exception {
        if (!StackJvm.here()) {
            System.exit(new ProcessBuilder(StackJvm.relaunch(NodeLossRun.class, args)).inheritIO().start().waitFor());
        }
        Path results = Path.of(args.length > 0 ? args[0] : "target/gatling").resolve("faults");
        Path console = args.length > 1 ? Path.of(args[1]) : null;
        NodeLossResult result = run(NodeLossSettings.from(System.getProperties()), results, console);
        System.out.println(result.markdown());
        System.out.println("Written to " + results.resolve("faults.md").toAbsolutePath());
        if (!result.met()) {
            System.exit(1);
        }
    }

    /**
     * Runs it, writing Gatling's report, the request log and {@code faults.md} under {@code results}, and
     * Gatling's console output to {@code console} (or this JVM's, when {@code null}).
     */
    public static NodeLossResult run(NodeLossSettings settings, Path results, Path console) throws Exception {
        Files.createDirectories(results);
        try (EmbeddedOpenSearch cluster = EmbeddedOpenSearch.start(settings.nodes())) {
            System.out.printf(Locale.ROOT, "Cluster %s: %d nodes on %s, started in %d ms%n", cluster.clusterName(), cluster.nodes(),
                    cluster.ports(), cluster.startTime().toMillis());
            SearchClientConfig.Builder client = SearchClientConfig.builder()
                    // a stopping node's connections drop at once; the cluster takes seconds to move its
                    // primaries, so a safe request keeps trying for about ten (100 ms doubling, at most 2 s)
                    .retries(10, Duration.ofMillis(100));
            cluster.uris().forEach(uri -> client.host(uri.toString()));
            try (MailSearchStack stack = MailSearchStack.start(new StackSettings(settings.corpus(), "127.0.0.1", 0, true),
                    client.build(), settings.shards(), settings.replicas())) {
                waitForStatus(stack, HealthStatus.Green, Duration.ofMinutes(2));
                return underLoad(settings, results, console, cluster, stack);
            }
        }
    }

    private static NodeLossResult underLoad(NodeLossSettings settings, Path results, Path console,
                                            EmbeddedOpenSearch cluster, MailSearchStack stack) throws Exception {
        Path requestLog = results.resolve("requests.csv");
        Files.deleteIfExists(requestLog);
        Files.deleteIfExists(requestLog.resolveSibling("requests.csv.started"));
        Map<String, String> load = new HashMap<>();
        load.put("load.url", stack.serviceUri().toString());
        load.put("load.profile", "open");
        load.put("load.rate", String.valueOf(settings.rate()));
        load.put("load.rampSeconds", String.valueOf(settings.ramp().toSeconds()));
        load.put("load.seconds", String.valueOf(settings.plateau().toSeconds()));
        load.put("load.requestLog", requestLog.toString());
        load.put("load.maxP99Millis", "60000");
        load.put("sim.users", String.valueOf(settings.corpus().users()));
        load.put("sim.messages", String.valueOf(settings.corpus().messagesPerUser()));
        load.put("sim.seed", String.valueOf(settings.corpus().seed()));

        Importer importer = new Importer(stack.serviceUri(), stack.admin(), settings.corpus(), settings.importsPerSecond());
        Thread importing = new Thread(importer, "faults-importer");
        importing.start();
        int stopped;
        int primaries;
        long stopAt;
        CompletableFuture<Duration> recovery;
        try {
            CompletableFuture<Integer> gatling = CompletableFuture.supplyAsync(() -> {
                try {
                    return GatlingProcess.run(settings.simulation(), results, "node loss", load, console);
                } catch (IOException | InterruptedException e) {
                    throw new IllegalStateException("Gatling did not run", e);
                }
            });

            // the fault comes half-way through the steady rate, counted from the start of Gatling's injection
            long halfWay = RequestLog.awaitStarted(requestLog, gatling) + settings.ramp().plus(settings.plateau().dividedBy(2)).toMillis();
            Thread.sleep(Math.max(0, halfWay - System.currentTimeMillis()));
            // Email/query searches the email index, so the node to lose is the one holding most of its primaries
            String searched = stack.index().emailName();
            stopped = cluster.nodeWithMostPrimaries(searched);
            primaries = cluster.primariesOn(searched, stopped);
            System.out.printf(Locale.ROOT, "Stopping node %d of %d, which holds %d primaries of %s and %d of %s%n",
                    stopped + 1, cluster.nodes(), primaries, searched,
                    cluster.primariesOn(stack.index().name(), stopped), stack.index().name());
            stopAt = System.currentTimeMillis();
            cluster.stopNode(stopped);
            long stoppedAt = stopAt;
            recovery = CompletableFuture.supplyAsync(() -> {
                boolean green = waitForStatus(stack, HealthStatus.Green, Duration.ofMinutes(2));
                return green ? Duration.ofMillis(System.currentTimeMillis() - stoppedAt) : null;
            });
            gatling.get(settings.ramp().plus(settings.plateau()).plusMinutes(3).toSeconds(), TimeUnit.SECONDS);
        } finally {
            importer.stop();
            importing.join(60_000);
        }
        stack.index().refresh().block();
        List<MailMessage> acknowledged = importer.acknowledged();
        long lost = acknowledged.size() - found(stack, acknowledged);

        List<RequestLog.Entry> entries = RequestLog.read(requestLog);
        long during = stopAt + settings.duringWindow().toMillis();
        List<FaultPhase> phases = List.of(
                FaultPhase.of("before", entries, Long.MIN_VALUE, stopAt),
                FaultPhase.of("during", entries, stopAt, during),
                FaultPhase.of("after", entries, during, Long.MAX_VALUE));
        RunStats stats = GatlingStats.read(GatlingStats.newestReport(results)
                .orElseThrow(() -> new IllegalStateException("Gatling wrote no report in " + results)));
        NodeLossResult result = new NodeLossResult(cluster.nodes(), stopped, primaries, stats.requests(), stats.failed(),
                phases, acknowledged.size(), importer.failures().size(), importer.abandoned(), lost,
                recovery.get(3, TimeUnit.MINUTES));
        Files.writeString(results.resolve("faults.md"), result.markdown());
        result.writeTo(results.resolve(NodeLossResult.FILE));
        return result;
    }

    /** How many of the messages a search by message id finds, user by user, a hundred at a time. */
    private static long found(MailSearchStack stack, List<MailMessage> messages) {
        Map<String, List<String>> byUser = messages.stream().collect(Collectors.groupingBy(MailMessage::user,
                Collectors.mapping(MailMessage::messageId, Collectors.toList())));
        Set<String> found = new HashSet<>();
        for (Map.Entry<String, List<String>> user : byUser.entrySet()) {
            List<String> ids = user.getValue();
            for (int i = 0; i < ids.size(); i += 100) {
                Set<String> batch = new HashSet<>(ids.subList(i, Math.min(ids.size(), i + 100)));
                List<MessageRef> refs = stack.index().search().search(SearchQuery.builder().ofUser(user.getKey())
                        .criterion(Criterion.messageIds(batch)).limit(200).build()).block().items();
                refs.forEach(ref -> found.add(ref.messageId()));
            }
        }
        return found.size();
    }

    private static boolean waitForStatus(MailSearchStack stack, HealthStatus status, Duration wait) {
        long deadline = System.nanoTime() + wait.toNanos();
        while (System.nanoTime() < deadline) {
            try {
                if (stack.client().clusterHealth().block().status() == status) {
                    return true;
                }
            } catch (RuntimeException e) {
                // a node is going; ask again
            }
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return false;
    }
}
