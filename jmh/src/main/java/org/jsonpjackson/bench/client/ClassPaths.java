package org.jsonpjackson.bench.client;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Each set-up's class path, made from the jmh module's own: its classes, its runtime class path and its provided
 * one (opensearch-reactor, Reactor Netty, opensearch-rest-client 2.19.2), as the dependency plugin lists them in
 * {@code target/client-bench/}. Entries are told apart by artifact (a jar's name without its version, or the
 * {@code artifactId} of the module whose {@code target/classes} an entry is, in a reactor build).
 *
 * <ul>
 *   <li>stock set-ups: none of our artifacts; Parsson stays, so it is what the service loader finds; opensearch-rest-client
 *       only for the James set-up, opensearch-java 2.25.0's jar in place of 3.9.0's there;</li>
 *   <li>ours: no Parsson (nor Yasson, Glassfish JSON); opensearch-reactor and Reactor Netty only for the set-ups on
 *       our transport (users of the mapper alone do not have them).</li>
 * </ul>
 *
 * Everything else stays in every set-up's class path (Jackson 2 and 3, httpclient5, the jmh module's own
 * benchmark dependencies, among them elasticsearch-java and its HTTP client 4): none of it registers a JSON-P
 * provider, and the client code never loads it.
 */
final class ClassPaths {

    /** Our artifacts: never on a stock set-up's class path. */
    static final Set<String> OURS = Set.of("json-jackson", "json-jackson-common", "json-jackson3", "opensearch-mapper",
            "mapper-common", "mapper-jackson2", "mapper-jackson3", "opensearch-mapper3", "opensearch-reactor",
            "elasticsearch-mapper");
    /** JSON-P and JSON-B implementations opensearch-java brings: never on ours. */
    static final Set<String> PARSSON = Set.of("parsson", "yasson", "jakarta.json");
    static final Set<String> REACTOR_TRANSPORT = Set.of("opensearch-reactor", "reactor-netty-http", "reactor-netty-core");

    private final List<String> entries;
    private final String stockOpensearchJava;

    ClassPaths(List<String> entries, String stockOpensearchJava) {
        this.entries = List.copyOf(entries);
        this.stockOpensearchJava = stockOpensearchJava;
    }

    /** The jmh module's: {@code target/classes}, then the runtime and the provided lists from {@code target/client-bench}. */
    static ClassPaths ofModule(Path moduleDir, String stockOpensearchJava) {
        Path dir = moduleDir.resolve("target").resolve("client-bench");
        Path runtime = dir.resolve("runtime.classpath");
        Path provided = dir.resolve("provided.classpath");
        if (!Files.isRegularFile(runtime) || !Files.isRegularFile(provided)) {
            throw new IllegalStateException("No " + runtime + " or " + provided + ": build the jmh module once (mvn -B"
                    + " install -DskipTests from the root, or mvn -B -pl jmh -am verify), which writes them");
        }
        if (stockOpensearchJava == null || !Files.isRegularFile(Path.of(stockOpensearchJava))) {
            throw new IllegalStateException("opensearch-java 2.25.0's jar is not at " + stockOpensearchJava + ": build the"
                    + " jmh module once, which fetches it");
        }
        Set<String> all = new LinkedHashSet<>();
        all.add(moduleDir.resolve("target").resolve("classes").toAbsolutePath().toString());
        all.addAll(read(runtime));
        all.addAll(read(provided));
        return new ClassPaths(new ArrayList<>(all), stockOpensearchJava);
    }

    private static List<String> read(Path file) {
        try {
            List<String> out = new ArrayList<>();
            for (String e : Files.readString(file, StandardCharsets.UTF_8).trim().split(File.pathSeparator)) {
                if (!e.isBlank()) {
                    out.add(e.trim());
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Everything: the loopback server's class path. */
    String all() {
        return String.join(File.pathSeparator, entries);
    }

    String forSetUp(SetUp setUp) {
        boolean reactorTransport = setUp.transportClass.endsWith(".ReactorNettyTransport");
        List<String> out = new ArrayList<>();
        int opensearchJava = 0;
        for (String entry : entries) {
            String artifact = artifactOf(entry);
            if (!setUp.ours && OURS.contains(artifact)) {
                continue;
            }
            if (setUp.ours && PARSSON.contains(artifact)) {
                continue;
            }
            if (!reactorTransport && REACTOR_TRANSPORT.contains(artifact)) {
                continue;
            }
            if (!reactorTransport && artifact.startsWith("netty-")) {
                continue;
            }
            if (!setUp.restClient && artifact.equals("opensearch-rest-client")) {
                continue;
            }
            if (artifact.equals("opensearch-java")) {
                opensearchJava++;
                if (setUp.opensearchJava.equals("2.25.0")) {
                    out.add(stockOpensearchJava);
                    continue;
                }
            }
            out.add(entry);
        }
        if (opensearchJava != 1) {
            throw new IllegalStateException(opensearchJava + " opensearch-java jars on the module's class path, expected one");
        }
        return String.join(File.pathSeparator, out);
    }

    private static final Pattern VERSIONED_JAR = Pattern.compile("^(.+?)-\\d[^/]*\\.jar$");
    private static final Pattern ARTIFACT_ID = Pattern.compile("</parent>.*?<artifactId>([^<]+)</artifactId>", Pattern.DOTALL);

    /** {@code parsson} for {@code .../parsson-1.1.9.jar}; a module's artifactId for its {@code target/classes}. */
    static String artifactOf(String entry) {
        Path path = Path.of(entry);
        String name = path.getFileName().toString();
        if (name.endsWith(".jar")) {
            Matcher m = VERSIONED_JAR.matcher(name);
            return m.matches() ? m.group(1) : name.substring(0, name.length() - 4);
        }
        if (name.equals("classes") && path.getParent() != null && path.getParent().getFileName().toString().equals("target")) {
            Path pom = path.getParent().getParent().resolve("pom.xml");
            if (Files.isRegularFile(pom)) {
                try {
                    Matcher m = ARTIFACT_ID.matcher(Files.readString(pom, StandardCharsets.UTF_8));
                    if (m.find()) {
                        return m.group(1).trim();
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return name;
    }
}
