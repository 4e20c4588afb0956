import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds a JDK of at least a given feature version for the James contract, whose classes are Java 21, while
 * Maven itself may run on Java 17. Run by the build with Java's source launcher:
 *
 * <pre>java FindJdk.java MIN_VERSION OUTPUT_PROPERTIES [GIVEN_JDK] [SEARCH_ROOTS]</pre>
 *
 * GIVEN_JDK (from {@code -Djames.jdk}) is used alone when set. SEARCH_ROOTS, a path-separator list, replaces
 * the usual install locations (a test hook for "this machine has no such JDK"). Writes
 * {@code james.contract.skip} and, when one was found, {@code james.jdk.home} and {@code james.jdk.version}.
 * Prints exactly one line either way.
 */
public final class FindJdk {

    private static final Pattern VERSION = Pattern.compile("^JAVA_VERSION=\"?([0-9]+)(?:\\.([^\"]*))?\"?\\s*$", Pattern.MULTILINE);

    record Jdk(Path home, int feature, String version) {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            throw new IllegalArgumentException("usage: FindJdk MIN_VERSION OUTPUT_PROPERTIES [GIVEN_JDK] [SEARCH_ROOTS]");
        }
        int min = Integer.parseInt(args[0]);
        Path output = Path.of(args[1]);
        String given = args.length > 2 ? unset(args[2]) : "";
        String roots = args.length > 3 ? unset(args[3]) : "";

        Set<Path> candidates = new LinkedHashSet<>();
        if (!given.isEmpty()) {
            candidates.add(Path.of(given));
        } else {
            candidates.add(Path.of(System.getProperty("java.home")));
            for (Map.Entry<String, String> env : System.getenv().entrySet()) {
                if (env.getKey().matches("JAVA[0-9]*_HOME") || env.getKey().equals("JDK_HOME")) {
                    candidates.add(Path.of(env.getValue()));
                }
            }
            for (Path root : searchRoots(roots)) {
                candidates.addAll(children(root));
            }
        }

        List<Jdk> found = new ArrayList<>();
        for (Path home : candidates) {
            jdkAt(home).ifPresent(found::add);
        }
        Optional<Jdk> chosen = found.stream()
                .filter(jdk -> jdk.feature() >= min)
                // the oldest that qualifies: closest to what James itself is built and run on
                .min(Comparator.comparingInt(Jdk::feature));

        Properties result = new Properties();
        Files.createDirectories(output.toAbsolutePath().getParent());
        if (chosen.isPresent()) {
            Jdk jdk = chosen.get();
            result.setProperty("james.contract.skip", "false");
            result.setProperty("james.jdk.home", jdk.home().toString());
            result.setProperty("james.jdk.version", jdk.version());
            System.out.println("[james-contract] runs on JDK " + jdk.version() + " at " + jdk.home()
                    + " (Apache James 3.9 classes are Java " + min + ")");
        } else {
            result.setProperty("james.contract.skip", "true");
            System.out.println("[james-contract] SKIPPED: the Apache James contract (client-bindings/james-opensearch) needs JDK "
                    + min + " or later and none was found" + (given.isEmpty() ? "" : " at -Djames.jdk=" + given)
                    + "; install one or point -Djames.jdk=/path/to/jdk at it");
        }
        try (Writer out = Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
            result.store(out, "written by src/build/FindJdk.java");
        }
    }

    /** Maven passes an unset property as its own expression. */
    private static String unset(String arg) {
        String a = arg.trim();
        return a.startsWith("${") ? "" : a;
    }

    private static List<Path> searchRoots(String override) {
        List<Path> roots = new ArrayList<>();
        if (!override.isEmpty()) {
            for (String r : override.split(java.io.File.pathSeparator)) {
                roots.add(Path.of(r));
            }
            return roots;
        }
        Path home = Path.of(System.getProperty("user.home"));
        roots.add(Path.of("/usr/lib/jvm"));
        roots.add(Path.of("/usr/java"));
        roots.add(Path.of("/opt/java"));
        roots.add(Path.of("/opt"));
        roots.add(home.resolve(".sdkman/candidates/java"));
        roots.add(home.resolve(".jdks"));
        roots.add(home.resolve(".asdf/installs/java"));
        roots.add(Path.of("/Library/Java/JavaVirtualMachines"));
        roots.add(home.resolve("Library/Java/JavaVirtualMachines"));
        return roots;
    }

    private static List<Path> children(Path root) {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        List<Path> homes = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(root)) {
            dirs.sorted().forEach(dir -> {
                homes.add(dir);
                homes.add(dir.resolve("Contents/Home")); // macOS bundles
            });
        } catch (IOException e) {
            // an unreadable location holds no JDK we could use
        }
        return homes;
    }

    /** A JDK (with javac, not a bare runtime) and its version, from its {@code release} file. */
    private static Optional<Jdk> jdkAt(Path home) {
        Path release = home.resolve("release");
        if (!Files.isRegularFile(release) || !Files.isExecutable(home.resolve("bin/javac"))
                || !Files.isExecutable(home.resolve("bin/java"))) {
            return Optional.empty();
        }
        try {
            Matcher m = VERSION.matcher(Files.readString(release, StandardCharsets.UTF_8));
            if (!m.find()) {
                return Optional.empty();
            }
            int feature = Integer.parseInt(m.group(1));
            String version = m.group(2) == null ? m.group(1) : m.group(1) + "." + m.group(2);
            return Optional.of(new Jdk(home.toRealPath(), feature, version));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }
}
