package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Where and how a comparison ran, taken when it starts, for the head of its table: a measurement without its
 * machine, load and commit cannot be compared with the next one.
 *
 * @param command what Maven was given ({@code MAVEN_CMD_LINE_ARGS}, which Maven's launcher exports), then the
 *                settings in effect, in full
 */
record RunStamp(String startedUtc, String commit, String command, String machine, String loadAverage, String testJdk,
                String jamesJdk) {

    static RunStamp now(String options, Path jamesJdk) {
        String maven = Optional.ofNullable(System.getenv("MAVEN_CMD_LINE_ARGS")).map(String::trim).orElse("");
        return new RunStamp(
                DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT).format(Instant.now().atZone(ZoneOffset.UTC)),
                gitCommit(),
                (maven.isEmpty() ? "(not run by Maven's launcher)" : "mvn " + maven) + "; in effect: " + options,
                describeMachine(),
                firstLine(Path.of("/proc/loadavg")).map(l -> String.join(" ", List.of(l.split(" ")).subList(0, 3)))
                        .orElse("unknown"),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"),
                jdkVersion(jamesJdk));
    }

    /** The commit checked out, with {@code (modified)} when the work tree differs from it. */
    private static String gitCommit() {
        String head = git("rev-parse", "--short=12", "HEAD");
        if (head.isEmpty()) {
            return "unknown (no git)";
        }
        return head + (git("status", "--porcelain", "--untracked-files=no").isEmpty() ? "" : " (modified)");
    }

    private static String git(String... args) {
        try {
            List<String> command = new ArrayList<>(List.of("git"));
            command.addAll(List.of(args));
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0 ? out : "";
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    private static String describeMachine() {
        String model = lines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("model name"))
                .map(l -> l.substring(l.indexOf(':') + 1).trim()).findFirst().orElse("unknown CPU");
        long memoryKb = lines(Path.of("/proc/meminfo")).stream().filter(l -> l.startsWith("MemTotal:"))
                .map(l -> l.replaceAll("\\D", "")).mapToLong(Long::parseLong).findFirst().orElse(0);
        return String.format(Locale.ROOT, "%d cores seen by the JVM (%s), %d MB of memory, %s %s",
                Runtime.getRuntime().availableProcessors(), model, memoryKb / 1024, System.getProperty("os.name"),
                System.getProperty("os.version"));
    }

    /** The {@code JAVA_VERSION} and {@code IMPLEMENTOR} of a JDK's {@code release} file, and its folder. */
    private static String jdkVersion(Path jdk) {
        List<String> release = lines(jdk.resolve("release"));
        String version = value(release, "JAVA_VERSION");
        String vendor = value(release, "IMPLEMENTOR");
        return (vendor.isEmpty() ? "" : vendor + " ") + (version.isEmpty() ? "?" : version) + " at " + jdk;
    }

    private static String value(List<String> release, String key) {
        return release.stream().filter(l -> l.startsWith(key + "=")).map(l -> l.substring(key.length() + 1).replace("\"", ""))
                .findFirst().orElse("");
    }

    private static Optional<String> firstLine(Path file) {
        return lines(file).stream().findFirst();
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return List.of();
        }
    }

    String markdown() {
        return "- Started: " + startedUtc + "\n- Commit: " + commit + "\n- Command: `" + command + "`\n- Machine: " + machine
                + "\n- Load average at start (1, 5, 15 min): " + loadAverage + "\n- JDKs: James on " + jamesJdk
                + "; Gatling, this runner and a comparison's OpenSearch node on " + testJdk + "\n";
    }
}
