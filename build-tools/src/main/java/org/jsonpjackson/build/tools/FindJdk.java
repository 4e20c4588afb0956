package org.jsonpjackson.build.tools;

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
 * Maven itself may run on Java 17. Run by the build from the build-tools jar (or alone with Java's source launcher):
 *
 * <pre>java FindJdk.java MIN_VERSION OUTPUT_PROPERTIES [GIVEN_JDK] [SEARCH_ROOTS] [TAG WHAT [WHY PREFIX]]</pre>
 *
 * GIVEN_JDK (from {@code -Djames.jdk}) is used alone when set. Otherwise it looks where maven-toolchains-plugin's
 * JDK discovery ({@code select-jdk-toolchain}, 3.2.0) looks: the JDK running Maven, {@code JAVA*_HOME}, the
 * installers' folders (sdkman, ~/.jdks, ~/.m2/jdks, Gradle, jenv, jbang, asdf, jabba) and the OS's, plus the
 * {@code jdkHome} of every JDK toolchain in ~/.m2/toolchains.xml. That plugin is not used itself: it cannot skip
 * a module when nothing matches, only fail, and it cannot be pointed at other folders. SEARCH_ROOTS, a
 * path-separator list, replaces the folders and toolchains.xml (a test hook for "this machine has no such JDK").
 * Writes {@code james.contract.skip} and, when one was found, {@code james.jdk.home} and {@code james.jdk.version}.
 * Prints exactly one line either way. TAG and WHAT name the user of the JDK in that line (default
 * {@code james-contract} and James' contract); another TAG also names the skip property ({@code james-server}
 * writes {@code james.server.skip}), so that two modules' lines and properties never read as each other's. WHY
 * ends the line when one is found (default: James' classes are Java MIN_VERSION), and PREFIX names the JDK's
 * properties and the option that gives one (default {@code james.jdk}: {@code james.jdk.home},
 * {@code james.jdk.version}, {@code -Djames.jdk}); opensearch-testing and opensearch-reactor run this file too, for
 * the JDK their OpenSearch 3.x node runs on.
 *
 * <p>When none is found, the module is skipped, unless the environment has {@code CI=true} or a JDK was named
 * with {@code -Djames.jdk}: then it exits with status 1 and the build fails, so that CI never passes without
 * running James' contract.
 */
public final class FindJdk {

    private static final Pattern VERSION = Pattern.compile("^JAVA_VERSION=\"?([0-9]+)(?:\\.([^\"]*))?\"?\\s*$", Pattern.MULTILINE);

    private static final Pattern JDK_HOME = Pattern.compile("<jdkHome>\\s*([^<]+?)\\s*</jdkHome>");

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
        String tag = args.length > 4 ? args[4] : "james-contract";
        String what = args.length > 5 ? args[5] : "the Apache James contract (client-bindings/james-opensearch)";
        String skipProperty = tag.replace('-', '.') + ".skip";
        String why = args.length > 6 ? args[6] : "Apache James 3.9 classes are Java " + min;
        String prefix = args.length > 7 ? args[7] : "james.jdk";

        Set<Path> candidates = new LinkedHashSet<>();
        List<Path> searched = searchRoots(roots);
        if (!given.isEmpty()) {
            candidates.add(Path.of(given));
        } else {
            candidates.add(Path.of(System.getProperty("java.home")));
            for (Map.Entry<String, String> env : System.getenv().entrySet()) {
                String key = env.getKey();
                // JAVA_HOME, JAVA21_HOME, JDK_HOME, and CI runners' JAVA_HOME_21_X64
                if ((key.startsWith("JAVA") && key.endsWith("_HOME")) || key.startsWith("JAVA_HOME_") || key.equals("JDK_HOME")) {
                    candidates.add(Path.of(env.getValue()));
                }
            }
            for (Path root : searched) {
                candidates.addAll(children(root));
            }
            if (roots.isEmpty()) {
                candidates.addAll(toolchainsXmlJdks(Path.of(System.getProperty("user.home"), ".m2", "toolchains.xml")));
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
            result.setProperty(skipProperty, "false");
            result.setProperty(prefix + ".home", jdk.home().toString());
            result.setProperty(prefix + ".version", jdk.version());
            System.out.println("[" + tag + "] runs on JDK " + jdk.version() + " at " + jdk.home() + " (" + why + ")");
        } else {
            boolean ci = "true".equalsIgnoreCase(System.getenv("CI"));
            if (ci || !given.isEmpty()) {
                System.err.println("[" + tag + "] FAILED: " + what + " needs JDK "
                        + min + " or later and none was found" + (given.isEmpty() ? "" : " at -D" + prefix + "=" + given)
                        + (ci ? "; CI=true, so the build fails rather than skip it" : "")
                        + ". Provide one: mvn ... -D" + prefix + "=/path/to/jdk-" + min + "-or-later (or set JAVA" + min
                        + "_HOME, or install one under /usr/lib/jvm, ~/.jdks or sdkman, or declare a jdk toolchain in"
                        + " ~/.m2/toolchains.xml). Looked at: " + (given.isEmpty()
                                ? "the JDK running Maven, JAVA*_HOME, " + (roots.isEmpty() ? "~/.m2/toolchains.xml, " : "") + searched
                                : given));
                System.exit(1);
            }
            result.setProperty(skipProperty, "true");
            System.out.println("[" + tag + "] SKIPPED: " + what + " needs JDK "
                    + min + " or later and none was found; install one or point -D" + prefix + "=/path/to/jdk at it"
                    + " (with CI=true this fails the build)");
        }
        try (Writer out = Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
            result.store(out, "written by build-tools' FindJdk");
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
        // the installers' folders maven-toolchains-plugin 3.2.0 searches, with asdf's java plugin folder
        roots.add(home.resolve(".jdks"));
        roots.add(home.resolve(".m2/jdks"));
        roots.add(home.resolve(".sdkman/candidates/java"));
        roots.add(home.resolve(".gradle/jdks"));
        roots.add(home.resolve(".jenv/versions"));
        roots.add(home.resolve(".jbang/cache/jdks"));
        roots.add(home.resolve(".asdf/installs"));
        roots.add(home.resolve(".asdf/installs/java"));
        roots.add(home.resolve(".jabba/jdk"));
        // and the OS's
        roots.add(Path.of("/usr/jdk"));
        roots.add(Path.of("/usr/java"));
        roots.add(Path.of("/opt/java"));
        roots.add(Path.of("/usr/lib/jvm"));
        roots.add(Path.of("/opt"));
        roots.add(Path.of("/Library/Java/JavaVirtualMachines"));
        roots.add(home.resolve("Library/Java/JavaVirtualMachines"));
        roots.add(Path.of("C:\\Program Files\\Java"));
        return roots;
    }

    /** The jdkHome of each JDK toolchain a user declared for maven-toolchains-plugin (literal paths only). */
    private static List<Path> toolchainsXmlJdks(Path toolchains) {
        List<Path> homes = new ArrayList<>();
        try {
            Matcher m = JDK_HOME.matcher(Files.readString(toolchains, StandardCharsets.UTF_8));
            while (m.find()) {
                if (!m.group(1).contains("${")) {
                    homes.add(Path.of(m.group(1)));
                }
            }
        } catch (IOException | RuntimeException e) {
            // no such file, or nothing usable in it
        }
        return homes;
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
