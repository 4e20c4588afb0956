package org.jsonpjackson.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The jackson-core lines a run measures. Users bring their own jackson-core (2.17 with opensearch-java 2.x, 2.19
 * with Apache James 3.9, 3.1 with Spring Boot 4), and the provider takes other paths on some of them (its own check
 * for encoded surrogates before 2.21), so every report names the lines it ran on, and a suite can run on another:
 * {@code -Dbench.jacksonCore=2.19.1} and {@code -Dbench.jackson3Core=3.3.0} (the module's exec configuration passes
 * {@code -Dbench.jackson-core} and {@code -Dbench.jackson3-core}) put that jackson-core jar, from the local Maven
 * repository, in place of the build's on the class path of the run and of every JMH fork. Only jackson-core is
 * swapped: databind stays the build's, so benchmarks that use databind may fail on a jackson-core older than it
 * needs (JMH then reports those alone as failed).
 */
final class JacksonLines {

    /** The system properties naming the jackson-core versions to run on; empty or absent: the build's. */
    static final String JACKSON2 = "bench.jacksonCore";
    static final String JACKSON3 = "bench.jackson3Core";
    /** The local Maven repository the jars come from (the module's exec configuration passes Maven's). */
    static final String REPOSITORY = "bench.localRepository";

    private JacksonLines() {
    }

    /** The lines this JVM runs on, for a report's first line: "jackson-core 2.19.1, tools.jackson core 3.1.7". */
    static String describe() {
        return "jackson-core " + com.fasterxml.jackson.core.json.PackageVersion.VERSION
                + ", tools.jackson core " + tools.jackson.core.json.PackageVersion.VERSION;
    }

    /**
     * The class path of a run on the requested lines, or null when this JVM already runs on them (or none is
     * requested).
     */
    static String classPathToRunOn(String classPath) {
        String jackson2 = requested(JACKSON2);
        String jackson3 = requested(JACKSON3);
        String current2 = com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString();
        String current3 = tools.jackson.core.json.PackageVersion.VERSION.toString();
        boolean swap2 = jackson2 != null && !jackson2.equals(current2);
        boolean swap3 = jackson3 != null && !jackson3.equals(current3);
        if (!swap2 && !swap3) {
            return null;
        }
        String repository = System.getProperty(REPOSITORY, System.getProperty("user.home") + "/.m2/repository");
        String swapped = classPath;
        if (swap2) {
            swapped = ReportMain.swapJar(swapped, "jackson-core-2.", jar(repository, "com/fasterxml/jackson/core", jackson2, JACKSON2));
        }
        if (swap3) {
            swapped = ReportMain.swapJar(swapped, "jackson-core-3.", jar(repository, "tools/jackson/core", jackson3, JACKSON3));
        }
        return swapped;
    }

    private static String requested(String property) {
        String version = System.getProperty(property, "").trim();
        return version.isEmpty() ? null : version;
    }

    private static String jar(String repository, String groupPath, String version, String property) {
        Path jar = Path.of(repository, groupPath, "jackson-core", version, "jackson-core-" + version + ".jar");
        if (!Files.isRegularFile(jar)) {
            String group = groupPath.replace('/', '.');
            throw new IllegalStateException(property + "=" + version + ": no " + jar + "; fetch it first with"
                    + " mvn dependency:get -Dartifact=" + group + ":jackson-core:" + version);
        }
        return jar.toString();
    }

    /**
     * Runs {@code main} with {@code args} again in a JVM whose class path is {@code classPath}, with this JVM's
     * {@code bench.*} and {@code jmh.*} system properties, and returns its exit status.
     */
    static int rerun(String classPath, Class<?> main, String[] args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        for (String key : System.getProperties().stringPropertyNames()) {
            if (key.startsWith("jmh.") || key.startsWith("bench.")) {
                command.add("-D" + key + "=" + System.getProperty(key));
            }
        }
        command.addAll(List.of("-cp", classPath, main.getName()));
        command.addAll(List.of(args));
        try {
            return new ProcessBuilder(command).inheritIO().start().waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted", e);
        }
    }
}
