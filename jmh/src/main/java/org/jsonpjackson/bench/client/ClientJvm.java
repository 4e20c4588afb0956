package org.jsonpjackson.bench.client;

import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.bench.mapper.MailDoc;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.opensearch.core.BulkResponse;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.transport.OpenSearchTransport;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * One set-up's client JVM: reports what it runs on, checks one of each call against the loopback server, then
 * (unless {@code --check-only}) loads it: a closed-model warm-up until the JIT has settled, a measured window at
 * saturation, then one at each fixed rate. Writes everything to a properties file ({@code --out}).
 *
 * <pre>
 * ClientJvm --setup KEY --port N --out FILE [--check-only]
 *           [--hits 30|1000] [--concurrency 16] [--rates 200,1000] [--warmup-ms 20000] [--settle-ms 3000]
 *           [--max-settle-ms 60000] [--measure-ms 20000] [--lead-in-ms 2000] [--max-in-flight 512]
 *           [--isolation-rate 0]
 * </pre>
 *
 * {@code --isolation-rate R} (off by default) adds two windows of small searches at R/s: alone, and beside a
 * stream of big responses (see {@code isolation}).
 */
public final class ClientJvm {

    private ClientJvm() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> o = options(args);
        SetUp setUp = SetUp.byKey(required(o, "setup"));
        int port = Integer.parseInt(required(o, "port"));
        Path out = Path.of(required(o, "out"));
        Properties p = new Properties();
        p.setProperty("setup", setUp.key);
        // the server counts requests that asked for gzip over its whole life; this JVM's share is the difference
        long gzipBefore = Long.parseLong(httpGet(port, "/_bench/gzip"));
        try (BenchClient client = Wiring.open(setUp, port)) {
            identify(client, p);
            check(client, p);
            if (!o.containsKey("check-only")) {
                measure(client, o, p);
            }
            p.setProperty("threads", threads());
            p.setProperty("observed", client.observed());
        } catch (Throwable e) {
            p.setProperty("error", e.toString());
            write(p, out);
            throw e;
        }
        p.setProperty("gzipAsked", Long.toString(Long.parseLong(httpGet(port, "/_bench/gzip")) - gzipBefore));
        write(p, out);
        // the HTTP clients' non-daemon threads would keep the JVM up
        System.exit(0);
    }

    /** What this JVM really runs: read from the objects built and the class path, not from the set-up's claims. */
    static void identify(BenchClient client, Properties p) {
        OpenSearchTransport transport = client.transport();
        JsonpMapper mapper = transport.jsonpMapper();
        p.setProperty("id.transport", transport.getClass().getName());
        p.setProperty("id.mapper", mapper.getClass().getName());
        p.setProperty("id.mapperProvider", mapper.jsonProvider().getClass().getName());
        p.setProperty("id.opensearchJava", jarVersion(OpenSearchTransport.class, "opensearch-java-"));
        p.setProperty("id.restClient", classPresent("org.opensearch.client.RestClient")
                ? jarVersion(loaded("org.opensearch.client.RestClient"), "opensearch-rest-client-") : "absent");
        p.setProperty("id.handOff", client.handOff());
        // the first JSON-P provider the service loader finds, as opensearch-java's one look-up does
        Iterator<JsonProvider> providers = ServiceLoader.load(JsonProvider.class).iterator();
        p.setProperty("id.serviceLoaderProvider", providers.hasNext() ? providers.next().getClass().getName() : "none");
        p.setProperty("id.jsonpUtilsProvider", jsonpUtilsProvider());
        p.setProperty("id.parssonPresent", Boolean.toString(classPresent("org.eclipse.parsson.JsonProviderImpl")));
        p.setProperty("id.oursPresent", Boolean.toString(classPresent("org.jsonpjackson.json.jackson2.JsonpJacksonProvider")
                || classPresent("org.jsonpjackson.json.jackson3.JsonpJackson3Provider")
                || classPresent("org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper")));
        p.setProperty("id.jackson2", com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString());
        p.setProperty("id.java", System.getProperty("java.version"));
        p.setProperty("id.cpus", Integer.toString(Runtime.getRuntime().availableProcessors()));
        p.setProperty("id.jvmArgs", String.join(" ", java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()));
    }

    /** opensearch-java's cached JSON-P provider ({@code JsonpUtils.DEFAULT_PROVIDER}, 2.x and 3.x); reading it initialises it. */
    private static String jsonpUtilsProvider() {
        try {
            Field f = Class.forName("org.opensearch.client.json.JsonpUtils").getDeclaredField("DEFAULT_PROVIDER");
            f.setAccessible(true);
            return f.get(null).getClass().getName();
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return "unreadable: " + e;
        }
    }

    private static Class<?> loaded(String name) {
        try {
            return Class.forName(name, false, ClientJvm.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    static boolean classPresent(String name) {
        try {
            Class.forName(name, false, ClientJvm.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** The version in the file name of the jar {@code type} was loaded from ({@code prefix1.2.3.jar}), or the path. */
    static String jarVersion(Class<?> type, String prefix) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return "unknown";
        }
        String path = source.getLocation().getPath();
        String name = path.substring(path.lastIndexOf('/') + 1);
        if (name.startsWith(prefix) && name.endsWith(".jar")) {
            return name.substring(prefix.length(), name.length() - 4);
        }
        return path;
    }

    /** One of each call (the isolation windows' big pages too), decoded, digested: the test compares these across set-ups. */
    static void check(BenchClient client, Properties p) {
        Duration timeout = Duration.ofSeconds(30);
        SearchResponse<MailDoc> s30 = client.search(Calls.search(30)).block(timeout);
        SearchResponse<MailDoc> s1000 = client.search(Calls.search(1000)).block(timeout);
        Long count = client.count("mail-30").block(timeout);
        BulkResponse bulk = client.bulk(Calls.bulk(s1000.hits().hits())).block(timeout);
        p.setProperty("check.search30.hits", Integer.toString(s30.hits().hits().size()));
        p.setProperty("check.search30.total", Long.toString(s30.hits().total().value()));
        p.setProperty("check.search30.digest", Long.toHexString(Calls.digest(s30)));
        p.setProperty("check.search1000.hits", Integer.toString(s1000.hits().hits().size()));
        p.setProperty("check.search1000.total", Long.toString(s1000.hits().total().value()));
        p.setProperty("check.search1000.digest", Long.toHexString(Calls.digest(s1000)));
        p.setProperty("check.count", Long.toString(count));
        p.setProperty("check.bulk.items", Integer.toString(bulk.items().size()));
        p.setProperty("check.bulk.errors", Boolean.toString(bulk.errors()));
        p.setProperty("check.bulk.digest", Long.toHexString(Calls.digest(bulk)));
        for (int hits : Calls.BIG_PAGES) {
            SearchResponse<MailDoc> big = client.search(Calls.search(hits)).block(Duration.ofSeconds(60));
            p.setProperty("check.search" + hits + ".hits", Integer.toString(big.hits().hits().size()));
            p.setProperty("check.search" + hits + ".digest", Long.toHexString(Calls.digest(big)));
        }
    }

    private static void measure(BenchClient client, Map<String, String> o, Properties p) throws InterruptedException {
        int hits = Integer.parseInt(o.getOrDefault("hits", "30"));
        int concurrency = Integer.parseInt(o.getOrDefault("concurrency", "16"));
        long warmup = Long.parseLong(o.getOrDefault("warmup-ms", "20000"));
        long settle = Long.parseLong(o.getOrDefault("settle-ms", "3000"));
        long maxSettle = Long.parseLong(o.getOrDefault("max-settle-ms", "60000"));
        long measure = Long.parseLong(o.getOrDefault("measure-ms", "20000"));
        long leadIn = Long.parseLong(o.getOrDefault("lead-in-ms", "2000"));
        int maxInFlight = Integer.parseInt(o.getOrDefault("max-in-flight", "512"));
        List<Integer> rates = new ArrayList<>();
        for (String r : o.getOrDefault("rates", "200,1000").split(",")) {
            if (!r.isBlank()) {
                rates.add(Integer.parseInt(r.trim()));
            }
        }
        p.setProperty("load.hits", Integer.toString(hits));
        p.setProperty("load.concurrency", Integer.toString(concurrency));
        Load load = new Load(client, Calls.search(hits), hits);

        // warm-up, then settle windows until one sees no compilation at all
        load.startClosed(concurrency);
        Thread.sleep(warmup);
        long settleStart = System.nanoTime();
        int windows = 0;
        boolean settled = false;
        long lastCompiles = -1;
        long lastCompileMillis = -1;
        do {
            Meter.Snapshot a = Meter.snapshot();
            Thread.sleep(settle);
            Meter.Snapshot b = Meter.snapshot();
            windows++;
            lastCompiles = b.compiles - a.compiles;
            lastCompileMillis = b.compileMillis - a.compileMillis;
            settled = Meter.compileCountAvailable() ? lastCompiles == 0 : lastCompileMillis == 0;
        } while (!settled && TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - settleStart) + settle <= maxSettle);
        p.setProperty("jit.settled", Boolean.toString(settled));
        p.setProperty("jit.witness", Meter.compileCountAvailable() ? "compile count" : "compilation time (ms)");
        p.setProperty("jit.settleWindows", Integer.toString(windows));
        p.setProperty("jit.settleWindowMs", Long.toString(settle));
        p.setProperty("jit.lastWindowCompiles", Long.toString(lastCompiles));
        p.setProperty("jit.lastWindowCompileMs", Long.toString(lastCompileMillis));
        p.setProperty("jit.warmupMs", Long.toString(warmup + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - settleStart)));

        List<String> phases = new ArrayList<>();
        // saturation: the closed load keeps running; the window is a fresh recorder
        load.swap();
        Meter.Snapshot a = Meter.snapshot();
        Thread.sleep(measure);
        Meter.Snapshot b = Meter.snapshot();
        Load.Recorder r = load.swap();
        phases.add("saturation");
        record(p, "saturation", 0, a, b, r);
        load.stop();
        if (!load.drain(30_000)) {
            throw new IllegalStateException(load.inFlight() + " searches still in flight 30 s after the saturation window");
        }
        for (int rate : rates) {
            String name = "rate-" + rate;
            Window w = open(List.of(load), List.of(rate), leadIn, measure, maxInFlight);
            phases.add(name);
            record(p, name, rate, w.a, w.b, w.recorders.get(0));
        }
        int isolationRate = Integer.parseInt(o.getOrDefault("isolation-rate", "0"));
        if (isolationRate > 0) {
            isolation(client, load, isolationRate, warmup, leadIn, measure, maxInFlight, p, phases);
        }
        p.setProperty("phases", String.join(",", phases));
        if (load.firstError() != null) {
            p.setProperty("load.firstError", load.firstError().toString());
        }
    }

    /**
     * Small searches at {@code rate}, alone and then beside a stream of big responses on the same client (one
     * search per second of each of {@link Calls#BIG_PAGES}: about 5 MB and 20 MB). A client that decodes on its
     * I/O threads makes the small searches queued behind a big one wait; one that decodes elsewhere should not.
     * The big stream runs alone first, for the warm-up time, so that its code is compiled before it is measured.
     */
    private static void isolation(BenchClient client, Load small, int rate, long warmup, long leadIn, long measure,
            int maxInFlight, Properties p, List<String> phases) throws InterruptedException {
        List<Load> big = new ArrayList<>();
        List<Integer> bigRates = new ArrayList<>();
        for (int hits : Calls.BIG_PAGES) {
            big.add(new Load(client, Calls.search(hits), hits));
            bigRates.add(1);
        }
        open(big, bigRates, 0, warmup, maxInFlight);

        String alone = "isolation-alone-" + rate;
        Window w = open(List.of(small), List.of(rate), leadIn, measure, maxInFlight);
        phases.add(alone);
        record(p, alone, rate, w.a, w.b, w.recorders.get(0));

        String beside = "isolation-big-" + rate;
        List<Load> all = new ArrayList<>(List.of(small));
        all.addAll(big);
        List<Integer> allRates = new ArrayList<>(List.of(rate));
        allRates.addAll(bigRates);
        w = open(all, allRates, leadIn, measure, maxInFlight);
        phases.add(beside);
        record(p, beside, rate, w.a, w.b, w.recorders.get(0));
        for (int i = 0; i < big.size(); i++) {
            String k = "phase." + beside + ".big." + Calls.BIG_PAGES[i] + ".";
            Load.Recorder r = w.recorders.get(i + 1);
            p.setProperty(k + "completed", Long.toString(r.completed.get()));
            p.setProperty(k + "failed", Long.toString(r.failed.get()));
            p.setProperty(k + "p50Nanos", Long.toString(r.latency.percentile(50)));
            if (big.get(i).firstError() != null) {
                p.setProperty(k + "firstError", big.get(i).firstError().toString());
            }
        }
    }

    /** The meter readings around a measured window, and each load's recorder of it. */
    private static final class Window {
        Meter.Snapshot a;
        Meter.Snapshot b;
        final List<Load.Recorder> recorders = new ArrayList<>();
    }

    /**
     * Runs each load open at its rate, all at once, each from a thread of its own, for {@code leadIn + measure};
     * the window measured is what follows the lead-in. Returns once nothing is in flight.
     */
    private static Window open(List<Load> loads, List<Integer> rates, long leadIn, long measure, int maxInFlight)
            throws InterruptedException {
        // A sending thread serialises requests for the future-based clients (their future is made on
        // subscription, on that thread): it must still be alive at the closing snapshot, or its allocations
        // would drop out of the window's sum.
        CountDownLatch sent = new CountDownLatch(loads.size());
        CountDownLatch measured = new CountDownLatch(1);
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < loads.size(); i++) {
            Load load = loads.get(i);
            int rate = rates.get(i);
            workers.add(new Thread(() -> {
                load.runOpen(rate, TimeUnit.MILLISECONDS.toNanos(leadIn + measure), maxInFlight);
                sent.countDown();
                try {
                    measured.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "bench-open-load-" + i));
        }
        for (Load load : loads) {
            load.swap();
        }
        workers.forEach(Thread::start);
        Thread.sleep(leadIn);
        for (Load load : loads) {
            load.swap();
        }
        Window w = new Window();
        w.a = Meter.snapshot();
        sent.await();
        w.b = Meter.snapshot();
        for (Load load : loads) {
            w.recorders.add(load.swap());
        }
        measured.countDown();
        for (Thread worker : workers) {
            worker.join();
        }
        for (Load load : loads) {
            if (!load.drain(60_000)) {
                throw new IllegalStateException(load.inFlight() + " searches still in flight 60 s after an open window");
            }
        }
        return w;
    }

    private static void record(Properties p, String phase, int rate, Meter.Snapshot a, Meter.Snapshot b, Load.Recorder r) {
        String k = "phase." + phase + ".";
        p.setProperty(k + "targetRate", Integer.toString(rate));
        p.setProperty(k + "nanos", Long.toString(b.nanos - a.nanos));
        p.setProperty(k + "searches", Long.toString(r.completed.get()));
        p.setProperty(k + "failed", Long.toString(r.failed.get()));
        p.setProperty(k + "dropped", Long.toString(r.dropped.get()));
        p.setProperty(k + "cpuNanos", Long.toString(b.cpuNanos - a.cpuNanos));
        p.setProperty(k + "jitCpuNanos", Long.toString(b.jitCpuSince(a)));
        p.setProperty(k + "allocBytes", Long.toString(b.allocatedSince(a)));
        p.setProperty(k + "p50Nanos", Long.toString(r.latency.percentile(50)));
        p.setProperty(k + "p90Nanos", Long.toString(r.latency.percentile(90)));
        p.setProperty(k + "p99Nanos", Long.toString(r.latency.percentile(99)));
        p.setProperty(k + "p999Nanos", Long.toString(r.latency.percentile(99.9)));
        p.setProperty(k + "compiles", Long.toString(b.compiles - a.compiles));
        p.setProperty(k + "compileMs", Long.toString(b.compileMillis - a.compileMillis));
        p.setProperty(k + "gcCount", Long.toString(b.gcCount - a.gcCount));
        p.setProperty(k + "gcMs", Long.toString(b.gcMillis - a.gcMillis));
        Map<String, Long> wakeUps = b.wakeUpsSince(a);
        p.setProperty(k + "wakeUps", Long.toString(wakeUps.values().stream().mapToLong(Long::longValue).sum()));
        StringBuilder by = new StringBuilder();
        wakeUps.forEach((group, n) -> by.append(by.length() == 0 ? "" : ";").append(group).append('=').append(n));
        p.setProperty(k + "wakeUpsByThread", by.toString());
    }

    /** Live threads by name, digits dropped: which pools the set-up runs. */
    static String threads() {
        Map<String, Integer> byPrefix = new TreeMap<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            byPrefix.merge(t.getName().replaceAll("[-#_ ]?\\d+", "").trim(), 1, Integer::sum);
        }
        StringBuilder s = new StringBuilder();
        byPrefix.forEach((k, v) -> s.append(s.length() == 0 ? "" : ", ").append(k).append(" x").append(v));
        return s.toString();
    }

    private static String httpGet(int port, String path) throws IOException {
        HttpURLConnection c = (HttpURLConnection) URI.create("http://127.0.0.1:" + port + path).toURL().openConnection();
        try (InputStream in = c.getInputStream()) {
            String body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return body.replaceAll("[^0-9]", "");
        } finally {
            c.disconnect();
        }
    }

    private static void write(Properties p, Path out) throws IOException {
        Files.createDirectories(out.toAbsolutePath().getParent());
        try (OutputStream os = Files.newOutputStream(out)) {
            p.store(os, "client benchmark, one set-up's JVM");
        }
    }

    static Map<String, String> options(String[] args) {
        Map<String, String> o = new TreeMap<>();
        for (int i = 0; i < args.length; i++) {
            if (!args[i].startsWith("--")) {
                throw new IllegalArgumentException("Not an option: " + args[i]);
            }
            String key = args[i].substring(2).toLowerCase(Locale.ROOT);
            if (key.equals("check-only")) {
                o.put(key, "true");
            } else if (i + 1 < args.length) {
                o.put(key, args[++i]);
            } else {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
        }
        return o;
    }

    private static String required(Map<String, String> o, String key) {
        String v = o.get(key);
        if (v == null) {
            throw new IllegalArgumentException("--" + key + " is required");
        }
        return v;
    }
}
