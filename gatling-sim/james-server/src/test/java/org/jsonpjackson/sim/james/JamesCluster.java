package org.jsonpjackson.sim.james;

import org.jsonpjackson.opensearch.testing.OpenSearchCluster;
import org.jsonpjackson.sim.faults.FaultPhase;
import org.jsonpjackson.sim.jmapclient.JmapClient;
import org.jsonpjackson.sim.load.EmailQuerySimulation;
import org.jsonpjackson.sim.load.RequestLog;
import org.jsonpjackson.sim.load.RunResult;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * James at scale, stock against ours, through faults: two James servers behind HAProxy ({@link Balancer}), sharing
 * one PostgreSQL and a cluster of three OpenSearch nodes, each a process of its own ({@link OpenSearchCluster}),
 * James' index with 3 shards and 1 replica. What the {@code james-cluster} profile runs (docs/james.md, "James as a
 * cluster, through faults"); never part of {@code mvn verify}.
 *
 * <p>Everything starts once; the accounts and their mail go in once. Then, round after round and mode after mode
 * (the order swapped every round), for each fault: both James start in the mode, Gatling's
 * {@code EmailQuerySimulation} searches through the balancer at a fixed rate while {@link MailTrickle} imports new
 * mail through it, and after the warm-up and the "before" stretch one server is killed with SIGKILL (an OpenSearch
 * node, the one holding most of James' primaries, or the second James) and started again {@code downSeconds} later.
 * Each request's end and latency come from the kit's request log; "down" runs from the kill until the server is
 * started again, "rejoin" from then until it is back (the cluster green again, or James answering), "after" from
 * then to the end. The fault itself is "down": a restarted node's start, its recovery and its cold JIT belong to
 * the server, and fall on either side of "back" depending on how fast the cluster turns green. Messages James acknowledged and
 * that a search for their word does not find once the load is over are lost. The time to recover is how long after
 * the kill every 10-second window's p99 stays within 1.5 times the p99 before. {@code cluster.md} is rewritten after
 * every run, so that an interrupted run leaves what it measured.
 *
 * <p>James' postgres app, without {@code rabbitmq.properties}, runs an in-memory event bus ("RabbitMQ configuration
 * was not found, defaulting to in memory event bus"): each James indexes the mail it stored itself, which is all
 * that searching and importing through either James needs here.
 */
public final class JamesCluster {

    private static final long WINDOW_MILLIS = 10_000;
    /** The runner's own requests to the cluster (shards, health, the alias): one client, its connections reused. */
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Pattern SHARD = Pattern.compile("^\\S+\\s+(\\S+)\\s+(\\S+)\\s*$");

    private JamesCluster() {
    }

    /** One run's figures; {@code imap} is null without an IMAP load. */
    record Run(JamesMode mode, ClusterSettings.Fault fault, int round, String killed, FaultPhase before,
               FaultPhase down, FaultPhase rejoin, FaultPhase after, long backMillis, long recoveryMillis,
               long sessionFailures, int importsAcknowledged, int importFailures, int importsAbandoned, int lost,
               Map<String, Integer> jamesErrors, ImapRun imap, int scrollRestarts) {
    }

    /** What ours' James module logs when it starts a scrolled search again after a lost page ({@code ScrollRestarts}). */
    static final String SCROLL_RESTART = "A scrolled search lost a page";

    /** How many times {@code logs} say a scrolled search was started again. */
    static int scrollRestarts(List<Path> logs) throws IOException {
        int n = 0;
        for (Path log : logs) {
            if (Files.exists(log)) {
                for (String line : Files.readAllLines(log, java.nio.charset.StandardCharsets.ISO_8859_1)) {
                    n += line.contains(SCROLL_RESTART) ? 1 : 0;
                }
            }
        }
        return n;
    }

    /**
     * The IMAP load's figures in one run.
     *
     * @param failedByKind failed searches over the whole run, by kind
     * @param rerun        searches answered between the kill and the killed server's return, run again once the
     *                     load was over and the cluster green
     * @param shortResults of those, the ones whose first answer lacked UIDs the second had
     * @param different    of those, the ones whose first answer had UIDs the second did not (never expected: the
     *                     IMAP accounts' mail does not change during the run)
     * @param examples     the first few short or different searches, with both answers' sizes
     */
    record ImapRun(FaultPhase before, FaultPhase down, FaultPhase rejoin, FaultPhase after,
                   Map<ImapSession.ImapFailure.Kind, Long> failedByKind, int rerun, int shortResults, int different,
                   List<String> examples) {

        long failed() {
            return before.failed() + down.failed() + rejoin.failed() + after.failed();
        }
    }

    private static final Duration IMAP_TIMEOUT = Duration.ofSeconds(30);
    private static final int IMAP_SEARCHES_EACH = 300;

    public static void main(String[] args) throws Exception {
        run(ClusterSettings.from(System.getProperties()));
    }

    /** Runs what {@code settings} ask, writes {@code cluster.md} in their {@code out}, and returns every run. */
    static List<Run> run(ClusterSettings settings) throws Exception {
        Path jdk = Path.of(System.getProperty("james.jdk.home"));
        Path app = Path.of(System.getProperty("james.app"));
        Path pg = Postgres.binaries().orElseThrow(() -> new IllegalStateException(
                "PostgreSQL's server is not installed (/usr/lib/postgresql/<version>/bin/initdb and postgres; Debian: postgresql)"));
        Path haproxy = Balancer.binary().orElseThrow(() -> new IllegalStateException(
                "HAProxy is not installed (/usr/sbin/haproxy; Debian: haproxy, which .ci/run installs)"));
        if (!Files.isRegularFile(app.resolve(DocumentedSwitch.APP_JAR))) {
            throw new IllegalStateException("James' app is not in " + app + " (build-tools' JamesApp unpacks it at pre-integration-test)");
        }
        Path out = settings.out();
        Folders.deleteTree(out);
        Path dir = Files.createDirectories(out.resolve("cluster-run"));
        String stamp = RunStamp.now(settings.asOptions(), jdk).markdown() + "- OpenSearch " + settings.opensearchVersion()
                + ": three nodes, each a process of its own on James' JDK; James' index 3 shards, 1 replica\n";
        System.out.print(stamp);
        long t0 = System.nanoTime();
        List<Run> runs = new ArrayList<>();
        try (Postgres postgres = Postgres.start(pg, dir.resolve("postgres"));
             OpenSearchCluster cluster = OpenSearchCluster.start(3, settings.opensearchVersion(), jdk)) {
            System.out.printf(Locale.ROOT, "PostgreSQL on 127.0.0.1:%d; %s on %s (%.0f s)%n", postgres.port(), cluster,
                    cluster.uris(), (System.nanoTime() - t0) / 1e9);
            List<JamesConf.Ports> ports = List.of(JamesConf.Ports.free(), JamesConf.Ports.free());
            try (Balancer balancer = Balancer.start(haproxy, dir.resolve("haproxy"), ports)) {
                JamesTokens tokens = JamesTokens.generate(dir.resolve("jwt"));
                List<Path> dirs = new ArrayList<>();
                for (int i = 0; i < ports.size(); i++) {
                    Path jamesDir = Files.createDirectories(dir.resolve("james-" + (i + 1)));
                    JamesConf.write(Path.of(System.getProperty("james.sampleConfiguration")), jamesDir, ports.get(i),
                            balancer.uri(), postgres.port(), new JamesConf.Search(cluster.uris(), 3, 1), tokens.publicKeyPem());
                    dirs.add(jamesDir);
                }
                JamesAccounts accounts = JamesAccounts.of(settings.corpus(), dir, tokens, settings.login());
                JamesAccounts imapAccounts = JamesAccounts.of(settings.imapCorpus(), dir, tokens, settings.login(), "imap");
                List<ImapLoad.Target> imapTargets = settings.imapRate() > 0
                        ? ImapLoad.Target.of(imapAccounts, settings.corpus().seed(), IMAP_SEARCHES_EACH) : List.of();
                List<JamesLaunch> modes = new ArrayList<>();
                for (JamesMode mode : settings.modes()) {
                    modes.add(mode == JamesMode.STOCK ? JamesLaunch.stock(app) : DocumentedSwitch.assemble(app,
                            Path.of(System.getProperty("james.jsonpj")), dir.resolve("ours")));
                }
                boolean provisioned = false;
                for (int round = 1; round <= settings.rounds(); round++) {
                    List<JamesLaunch> order = new ArrayList<>(modes);
                    if (round % 2 == 0) {
                        Collections.reverse(order);
                    }
                    for (JamesLaunch launch : order) {
                        for (ClusterSettings.Fault fault : settings.faults()) {
                            Stack stack = new Stack(jdk, dirs, ports, balancer, cluster, accounts, imapAccounts, imapTargets);
                            runs.add(run(settings, stack, launch, fault, round, provisioned, out));
                            provisioned = true;
                            Files.writeString(out.resolve("cluster.md"), markdown(stamp, runs));
                        }
                    }
                }
                System.out.println(Files.readString(out.resolve("cluster.md")));
            }
        }
        System.out.printf(Locale.ROOT, "The cluster run took %.1f min%n", (System.nanoTime() - t0) / 60e9);
        return runs;
    }

    /** What every run shares. */
    private record Stack(Path jdk, List<Path> dirs, List<JamesConf.Ports> ports, Balancer balancer,
                         OpenSearchCluster cluster, JamesAccounts accounts, JamesAccounts imapAccounts,
                         List<ImapLoad.Target> imapTargets) {
    }

    private static Run run(ClusterSettings settings, Stack stack, JamesLaunch launch, ClusterSettings.Fault fault,
                           int round, boolean provisioned, Path out) throws Exception {
        System.out.printf(Locale.ROOT, "%n---- round %d, %s, %s killed%n", round, launch.mode().label(), fault.label());
        Path results = Files.createDirectories(out.resolve(String.format(Locale.ROOT, "round-%d-%s-%s", round,
                launch.mode().label(), fault.label())));
        JamesProcess[] james = new JamesProcess[stack.dirs().size()];
        try {
            for (int i = 0; i < james.length; i++) {
                james[i] = JamesProcess.start(launch, stack.jdk(), stack.dirs().get(i), stack.ports().get(i));
                if (i == 0 && !provisioned) {
                    long t0 = System.nanoTime();
                    awaitAlias(stack.cluster().uris().get(0));
                    provision(stack.accounts(), james[0]);
                    long messages = stack.accounts().corpus().messages();
                    if (!stack.imapTargets().isEmpty()) {
                        provision(stack.imapAccounts(), james[0]);
                        messages += stack.imapAccounts().corpus().messages();
                    }
                    IndexedMail.await(stack.cluster().uris().get(0), messages, Duration.ofSeconds(1800));
                    System.out.printf(Locale.ROOT, "Provisioned in %.0f s%n", (System.nanoTime() - t0) / 1e9);
                }
            }
            // the IMAP sessions log in and select INBOX before any load starts: a first SELECT on a James busy with
            // JMAP's warm-up once took longer than the time-out, and the run's schedule counts from Gatling's start
            ImapLoad.Sessions imapSessions = stack.imapTargets().isEmpty() ? null
                    : ImapLoad.open(stack.balancer().imapPort(), stack.imapTargets(), new ImapLoad.Settings(
                            settings.imapRate(), Duration.ofSeconds(settings.loadSeconds() - Injection.RAMP_SECONDS),
                            settings.imapSessions(), IMAP_TIMEOUT, settings.corpus().seed() + round, true));
            URI session = stack.balancer().uri().resolve("/jmap/session");
            List<JmapClient> clients = stack.accounts().clients(session);
            MailTrickle trickle = new MailTrickle(clients, settings.importsPerSecond());
            Thread importing = new Thread(trickle, "mail-trickle");
            Path requestLog = results.resolve("requests.csv");
            CompletableFuture<RunResult> gatling = CompletableFuture.supplyAsync(() -> {
                try {
                    return SimulationRun.run(EmailQuerySimulation.class, session, stack.accounts(), results.resolve("gatling"),
                            Injection.constantRate(settings.rate(), settings.loadSeconds() - Injection.RAMP_SECONDS,
                                    settings.corpus().seed() + round),
                            GatlingConsole.Watch.NONE, List.of("-Dload.requestLog=" + requestLog));
                } catch (IOException | InterruptedException e) {
                    throw new IllegalStateException("Gatling did not run", e);
                }
            });
            long started = RequestLog.awaitStarted(requestLog, gatling);
            importing.start();
            CompletableFuture<ImapLoad.Result> imap = imapSessions == null ? CompletableFuture.completedFuture(null)
                    : CompletableFuture.supplyAsync(() -> {
                        try {
                            return imapSessions.run(GatlingConsole.Watch.NONE);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            throw new IllegalStateException("The IMAP load was interrupted", e);
                        }
                    });
            long measureFrom = started + settings.warmupSeconds() * 1000;
            long killAt = measureFrom + settings.beforeSeconds() * 1000;
            Thread.sleep(Math.max(0, killAt - System.currentTimeMillis()));
            String killed;
            long killedAt;
            long restartedAt;
            long backAt;
            if (fault == ClusterSettings.Fault.OPENSEARCH) {
                int node = nodeWithMostPrimaries(stack.cluster());
                killed = stack.cluster().nodeName(node);
                killedAt = System.currentTimeMillis();
                stack.cluster().kill(node);
                System.out.println("Killed OpenSearch " + killed + " (SIGKILL)");
                Thread.sleep(settings.downSeconds() * 1000);
                restartedAt = System.currentTimeMillis();
                stack.cluster().restart(node);
                awaitGreen(stack.cluster().uris().get(node));
            } else {
                int victim = james.length - 1;
                killed = "james-" + (victim + 1);
                killedAt = System.currentTimeMillis();
                james[victim].kill();
                System.out.println("Killed " + killed + " (SIGKILL)");
                Files.copy(james[victim].log(), results.resolve(killed + "-killed.log"), StandardCopyOption.REPLACE_EXISTING);
                Thread.sleep(settings.downSeconds() * 1000);
                restartedAt = System.currentTimeMillis();
                james[victim] = JamesProcess.start(launch, stack.jdk(), stack.dirs().get(victim), stack.ports().get(victim));
            }
            backAt = System.currentTimeMillis();
            System.out.printf(Locale.ROOT, "%s back %.1f s after the kill%n", killed, (backAt - killedAt) / 1e3);
            RunResult result = gatling.get(settings.loadSeconds() + 300, TimeUnit.SECONDS);
            ImapLoad.Result imapResult = imap.get(settings.loadSeconds() + 300, TimeUnit.SECONDS);
            trickle.stop();
            importing.join(60_000);
            List<MailTrickle.Sent> lost = awaitSearchable(trickle.acknowledged(), stack.accounts().users(), clients);

            List<RequestLog.Entry> entries = RequestLog.read(requestLog);
            FaultPhase before = FaultPhase.of("before", entries, measureFrom, killedAt);
            FaultPhase down = FaultPhase.of("down", entries, killedAt, restartedAt);
            FaultPhase rejoin = FaultPhase.of("rejoin", entries, restartedAt, backAt);
            FaultPhase after = FaultPhase.of("after", entries, backAt, Long.MAX_VALUE);
            List<Path> logs = new ArrayList<>();
            logs.add(results.resolve(killed + "-killed.log"));
            for (JamesProcess each : james) {
                logs.add(each.log());
            }
            ImapRun imapRun = imapResult == null ? null
                    : imapRun(imapResult, stack, measureFrom, killedAt, restartedAt, backAt);
            Run run = new Run(launch.mode(), fault, round, killed, before, down, rejoin, after, backAt - killedAt,
                    recovery(entries, killedAt, before.p99()), result.session().failed(), trickle.acknowledged().size(),
                    trickle.failures().size(), trickle.abandoned(), lost.size(), JmapErrors.count(logs), imapRun,
                    scrollRestarts(logs));
            System.out.println(before + "\n" + down + "\n" + rejoin + "\n" + after);
            if (imapRun != null) {
                System.out.println("IMAP:" + imapResult.summary() + "IMAP " + imapRun.before() + "\nIMAP " + imapRun.down()
                        + "\nIMAP " + imapRun.rejoin() + "\nIMAP " + imapRun.after() + "\nIMAP searches run again: " + imapRun.rerun()
                        + ", short " + imapRun.shortResults() + ", different " + imapRun.different() + " " + imapRun.examples());
            }
            System.out.printf(Locale.ROOT, "Imports: %d acknowledged, %d failed attempts, %d abandoned; lost %d %s%n",
                    run.importsAcknowledged(), run.importFailures(), run.importsAbandoned(), run.lost(),
                    lost.isEmpty() ? "" : lost.subList(0, Math.min(5, lost.size())));
            System.out.println("James' failed JMAP methods: " + errors(run.jamesErrors()) + "; scrolled searches started again "
                    + "after a lost page: " + run.scrollRestarts());
            return run;
        } finally {
            for (int i = 0; i < james.length; i++) {
                if (james[i] != null) {
                    // what each James was doing at the end of the load, for a run that failed or slowed down
                    try {
                        Files.writeString(results.resolve("james-" + (i + 1) + "-threads.txt"), james[i].jcmd("Thread.print"));
                    } catch (IOException | RuntimeException e) {
                        System.out.println("No thread dump of james-" + (i + 1) + ": " + e);
                    }
                    james[i].close();
                    // the next run's James writes the same file
                    Files.copy(james[i].log(), results.resolve("james-" + (i + 1) + ".log"), StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    /**
     * The IMAP load's phases, and its short results: every search answered between the kill and the server's return
     * is sent again, through the balancer, on sessions of its own, and its UIDs compared with the first answer's.
     */
    private static ImapRun imapRun(ImapLoad.Result result, Stack stack, long measureFrom, long killedAt, long restartedAt,
                                   long backAt) throws ImapSession.ImapFailure {
        List<RequestLog.Entry> entries = result.log().stream()
                .map(d -> new RequestLog.Entry(d.endMillis(), d.responseMillis(), d.ok())).toList();
        Map<String, ImapSession> sessions = new HashMap<>();
        int rerun = 0;
        int shortResults = 0;
        int different = 0;
        List<String> examples = new ArrayList<>();
        try {
            for (ImapLoad.Done d : result.log()) {
                if (!d.ok() || d.endMillis() < killedAt || d.endMillis() >= backAt) {
                    continue;
                }
                ImapLoad.Target target = stack.imapTargets().get(d.search().account());
                ImapSession session = sessions.get(target.user());
                if (session == null) {
                    session = ImapSession.open(stack.balancer().imapPort(), target.user(), target.password(), IMAP_TIMEOUT);
                    sessions.put(target.user(), session);
                }
                List<Long> again = session.uidSearch(d.search()).stream().sorted().toList();
                rerun++;
                boolean lacks = !d.uids().containsAll(again);
                boolean extra = !again.containsAll(d.uids());
                shortResults += lacks ? 1 : 0;
                different += extra ? 1 : 0;
                if ((lacks || extra) && examples.size() < 5) {
                    examples.add(d.search() + ": " + d.uids().size() + " UIDs under the fault, " + again.size() + " after");
                }
            }
        } finally {
            sessions.values().forEach(ImapSession::close);
        }
        return new ImapRun(FaultPhase.of("before", entries, measureFrom, killedAt),
                FaultPhase.of("down", entries, killedAt, restartedAt),
                FaultPhase.of("rejoin", entries, restartedAt, backAt),
                FaultPhase.of("after", entries, backAt, Long.MAX_VALUE),
                result.failures(), rerun, shortResults, different, examples);
    }

    /**
     * The accounts and their mail through the first James, its uploads through HAProxy (James' {@code url.prefix}):
     * James' upload route failed an upload with HTTP 500 (its blocking read of the body interrupted, in James' log)
     * in three provisioning attempts in a row once (2026-11-29), so up to three rounds of those attempts are made;
     * each imports only what the accounts lack.
     */
    private static void provision(JamesAccounts accounts, JamesProcess james) throws IOException, InterruptedException {
        for (int round = 1; ; round++) {
            try {
                accounts.provision(james);
                return;
            } catch (JmapClient.JmapException e) {
                if (round == 3 || !e.getMessage().contains(": HTTP 5")) {
                    throw e;
                }
                System.out.println("Provisioning failed again (" + e.getMessage() + "); once more");
            }
        }
    }

    /** When Gatling's injection started, epoch milliseconds. */
    /** The node holding the most primary shards of James' index, by its index in the cluster. */
    static int nodeWithMostPrimaries(OpenSearchCluster cluster) throws IOException, InterruptedException {
        String shards = get(cluster.uris().get(0).resolve("/_cat/shards/" + IndexedMail.READ_ALIAS + "?h=index,prirep,node"));
        Map<String, Integer> primaries = new HashMap<>();
        for (String line : shards.split("\n")) {
            Matcher m = SHARD.matcher(line);
            if (m.matches() && m.group(1).equals("p")) {
                primaries.merge(m.group(2), 1, Integer::sum);
            }
        }
        int best = 0;
        for (int n = 1; n < cluster.size(); n++) {
            if (primaries.getOrDefault(cluster.nodeName(n), 0) > primaries.getOrDefault(cluster.nodeName(best), 0)) {
                best = n;
            }
        }
        System.out.println("Primaries of James' index by node: " + primaries);
        return best;
    }

    /**
     * Waits until James' read alias exists: James creates its index after it answers JMAP, and on three nodes with a
     * replica the creation took seconds more than the first request (2026-11-29), which then failed with
     * {@code index_not_found_exception}.
     */
    private static void awaitAlias(URI node) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (HTTP.send(HttpRequest.newBuilder(node.resolve("/_alias/" + IndexedMail.READ_ALIAS)).timeout(Duration.ofSeconds(10))
                .GET().build(), HttpResponse.BodyHandlers.discarding()).statusCode() != 200) {
            if (System.nanoTime() > deadline) {
                throw new IOException("James created no " + IndexedMail.READ_ALIAS + " within 120 s of answering JMAP");
            }
            Thread.sleep(500);
        }
        get(node.resolve("/_cluster/health/" + IndexedMail.READ_ALIAS + "?wait_for_status=green&timeout=120s"));
    }

    private static void awaitGreen(URI node) throws IOException, InterruptedException {
        String health = get(node.resolve("/_cluster/health?wait_for_status=green&wait_for_nodes=3&timeout=180s"));
        if (health.contains("\"timed_out\":true")) {
            throw new IOException("The cluster was not green with 3 nodes 180 s after the restart: " + health);
        }
    }

    private static String get(URI uri) throws IOException, InterruptedException {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(uri)
                .timeout(Duration.ofSeconds(200)).GET().build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("GET " + uri + ": HTTP " + response.statusCode() + " " + response.body());
        }
        return response.body();
    }

    /**
     * The acknowledged messages a search for their word still does not find after James had up to a minute to index
     * what it stored last.
     */
    private static List<MailTrickle.Sent> awaitSearchable(List<MailTrickle.Sent> sent, List<String> users,
                                                          List<JmapClient> clients) throws InterruptedException {
        Map<String, JmapClient> byUser = new HashMap<>();
        for (int i = 0; i < users.size(); i++) {
            byUser.put(users.get(i), clients.get(i));
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        List<MailTrickle.Sent> missing = MailTrickle.missing(sent, byUser);
        while (!missing.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(2_000);
            missing = MailTrickle.missing(missing, byUser);
        }
        return missing;
    }

    /**
     * How long after {@code killedAt} every later 10-second window's p99 stays within 1.5 times {@code beforeP99}
     * (0 when none went above it; -1 when the last window is still above it).
     */
    static long recovery(List<RequestLog.Entry> entries, long killedAt, long beforeP99) {
        long end = entries.stream().mapToLong(RequestLog.Entry::endMillis).max().orElse(killedAt);
        long lastBadEnd = -1;
        boolean lastBad = false;
        for (long from = killedAt; from + WINDOW_MILLIS <= end; from += WINDOW_MILLIS) {
            FaultPhase window = FaultPhase.of("window", entries, from, from + WINDOW_MILLIS);
            lastBad = window.failed() > 0 || window.p99() > 1.5 * beforeP99;
            if (lastBad) {
                lastBadEnd = from + WINDOW_MILLIS;
            }
        }
        return lastBadEnd < 0 ? 0 : lastBad ? -1 : lastBadEnd - killedAt;
    }

    static String markdown(String stamp, List<Run> runs) {
        StringBuilder md = new StringBuilder("# James as a cluster, through faults\n\n").append(stamp).append('\n')
                .append("| Round | Mode | Killed | Email/query failed (before / down / rejoin / after) "
                        + "| p50 ms (b / d / r / a) | p99 ms (b / d / r / a) | p99 down ÷ before | Back after s "
                        + "| Recovered after s | Session failed | Imports ok / failed attempts / abandoned | Lost "
                        + "| James' failed JMAP methods, by kind | Scroll restarts |\n")
                .append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (Run r : runs) {
            md.append(String.format(Locale.ROOT, "| %d | %s | %s %s | %d / %d / %d / %d of %d | %d / %d / %d / %d "
                            + "| %d / %d / %d / %d | %.2f | %.1f | %s | %d | %d / %d / %d | %d | %s | %d |%n",
                    r.round(), r.mode().label(), r.fault().label(), r.killed(), r.before().failed(), r.down().failed(),
                    r.rejoin().failed(), r.after().failed(),
                    r.before().requests() + r.down().requests() + r.rejoin().requests() + r.after().requests(),
                    r.before().p50(), r.down().p50(), r.rejoin().p50(), r.after().p50(),
                    r.before().p99(), r.down().p99(), r.rejoin().p99(), r.after().p99(),
                    r.before().p99() == 0 ? 0.0 : (double) r.down().p99() / r.before().p99(), r.backMillis() / 1e3,
                    r.recoveryMillis() < 0 ? "not within the run" : String.format(Locale.ROOT, "%.0f", r.recoveryMillis() / 1e3),
                    r.sessionFailures(), r.importsAcknowledged(), r.importFailures(), r.importsAbandoned(), r.lost(),
                    errors(r.jamesErrors()), r.scrollRestarts()));
        }
        if (runs.stream().anyMatch(r -> r.imap() != null)) {
            md.append("\nIMAP `UID SEARCH` beside the JMAP load, through HAProxy (TCP) to both James, on long-lived sessions. "
                            + "Short: a search answered between the kill and the killed server's return, sent again once the "
                            + "cluster was green, whose first answer lacked UIDs the second had.\n\n")
                    .append("| Round | Mode | Killed | UID SEARCH failed (before / down / rejoin / after) | failed by kind "
                            + "| p50 ms (b / d / r / a) | p99 ms (b / d / r / a) | p99 down ÷ before | Run again | Short | Different |\n")
                    .append("|---|---|---|---|---|---|---|---|---|---|---|\n");
            for (Run r : runs) {
                ImapRun i = r.imap();
                if (i == null) {
                    continue;
                }
                md.append(String.format(Locale.ROOT, "| %d | %s | %s %s | %d / %d / %d / %d of %d | %s | %d / %d / %d / %d "
                                + "| %d / %d / %d / %d | %.2f | %d | %d | %d |%n",
                        r.round(), r.mode().label(), r.fault().label(), r.killed(), i.before().failed(), i.down().failed(),
                        i.rejoin().failed(), i.after().failed(),
                        i.before().requests() + i.down().requests() + i.rejoin().requests() + i.after().requests(),
                        i.failedByKind().isEmpty() ? "none" : i.failedByKind().entrySet().stream()
                                .map(e -> e.getValue() + " × " + e.getKey().label()).collect(java.util.stream.Collectors.joining("; ")),
                        i.before().p50(), i.down().p50(), i.rejoin().p50(), i.after().p50(),
                        i.before().p99(), i.down().p99(), i.rejoin().p99(), i.after().p99(),
                        i.before().p99() == 0 ? 0.0 : (double) i.down().p99() / i.before().p99(), i.rerun(), i.shortResults(),
                        i.different()));
            }
        }
        return md.toString();
    }

    /** {@code kinds} as "2 × A; 1 × B", or "none". */
    static String errors(Map<String, Integer> kinds) {
        if (kinds.isEmpty()) {
            return "none";
        }
        List<String> parts = new ArrayList<>();
        kinds.forEach((kind, count) -> parts.add(count + " × " + kind));
        return String.join("; ", parts);
    }
}
