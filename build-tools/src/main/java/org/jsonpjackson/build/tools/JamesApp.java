package org.jsonpjackson.build.tools;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Provides Apache James' postgres-app (its jar and its lib folder) in {@code target/james-app}, building it from
 * James' source release on Maven Central only when the local Maven repository does not hold it yet. Run by the
 * build from the build-tools jar (or alone with Java's source launcher):
 *
 * <pre>java JamesApp.java VERSION LOCAL_REPO MAVEN_HOME JDK_HOME TARGET APP_DIR offline=OFFLINE SKIP SKIP_TESTS SKIP_ITS</pre>
 *
 * <p>James' apps are not published, and its server needs its lib folder as James' own build assembles it (the
 * exact jars James ships), so the app is built once, with James' own Maven build in a process of its own (never
 * in the reactor's JVM: 187 modules), on the JDK 21+ that FindJdk found, with the switches a machine that reaches
 * only Maven Central needs. The result, jar and lib folder zipped, is installed into the local repository as
 * {@code org.jsonpjackson.local:james-server-postgres-app:VERSION:zip} (never deployed: it is this machine's
 * build of James); when that file is there, nothing is built. The build's log stays in
 * {@code target/james-build/james-build.log}; a failed build prints its last lines.
 */
public final class JamesApp {

    static final String GROUP_PATH = "org/jsonpjackson/local/james-server-postgres-app";
    static final String APP = "james-server-postgres-app";
    private static final int LOG_TAIL = 60;

    public static void main(String[] args) throws Exception {
        if (args.length < 10) {
            throw new IllegalArgumentException(
                    "usage: JamesApp VERSION LOCAL_REPO MAVEN_HOME JDK_HOME TARGET APP_DIR OFFLINE SKIP SKIP_TESTS SKIP_ITS");
        }
        String version = args[0];
        Path repo = Path.of(args[1]);
        Path mavenHome = Path.of(args[2]);
        String jdk = args[3];
        Path target = Path.of(args[4]);
        Path appDir = Path.of(args[5]);
        boolean offline = args[6].trim().equals("offline=true");
        if (isTrue(args[7]) || isTrue(args[8]) || isTrue(args[9])) {
            System.out.println("[james-server] James' postgres-app not needed: "
                    + (isTrue(args[7]) ? "no JDK 21 (see the line above)" : "tests skipped"));
            return;
        }
        Path installed = repo.resolve(GROUP_PATH).resolve(version).resolve(APP + "-" + version + ".zip");
        if (Files.isRegularFile(installed)) {
            System.out.println("[james-server] James " + version + " postgres-app already in the local repository: " + installed);
        } else {
            long t0 = System.nanoTime();
            Path zip = build(version, repo, mavenHome, jdk, target, offline);
            install(zip, version, mavenHome, jdk, target, offline);
            System.out.printf(Locale.ROOT, "[james-server] built and installed James %s postgres-app in %s%n", version,
                    Duration.ofNanos(System.nanoTime() - t0).withNanos(0));
        }
        FileTrees.delete(appDir);
        unzip(installed, appDir);
    }

    /** Maven passes an unset property as its own expression. */
    private static boolean isTrue(String arg) {
        return "true".equalsIgnoreCase(arg.trim());
    }

    /** Unpacks the source release, runs James' build of the app and zips the app's jar and lib folder. */
    private static Path build(String version, Path repo, Path mavenHome, String jdk, Path target, boolean offline)
            throws IOException, InterruptedException {
        Path release = repo.resolve("org/apache/james/james-project").resolve(version)
                .resolve("james-project-" + version + "-source-release.zip");
        Path work = target.resolve("james-build");
        Path log = work.resolve("james-build.log");
        if (!Files.isRegularFile(release)) {
            // the module's sample-configuration step resolves it first; this is only reached when run alone
            run(List.of(mvn(mavenHome), "-B", "-q", "dependency:get", "-Dtransitive=false",
                    "-Dartifact=org.apache.james:james-project:" + version + ":zip:source-release"), target, jdk, log, false);
        }
        Path sources = work.resolve("james-project-" + version);
        FileTrees.delete(sources);
        Files.createDirectories(work);
        System.out.println("[james-server] building James " + version + "'s postgres-app from " + release
                + " (once per local Maven repository; about 15 minutes on 2 cores); log: " + log);
        unzip(release, work);
        List<String> command = new ArrayList<>(List.of(mvn(mavenHome), "-B", "-pl", "server/apps/postgres-app", "-am",
                "install", "-DskipTests",
                // the root POM's surefire report wants a snapshot skin from Apache's snapshot repository
                "-DskipSurefireReport=true",
                // the app downloads Glowroot from GitHub at package
                "-Ddownload.plugin.skip=true",
                "-Djib.skip=true",
                "-Dmaven.repo.local=" + repo));
        if (offline) {
            command.add("-o");
        }
        run(command, sources, jdk, log, true);
        Path built = sources.resolve("server/apps/postgres-app/target");
        Path zip = work.resolve(APP + "-" + version + ".zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            add(out, built.resolve(APP + ".jar"), APP + ".jar");
            try (Stream<Path> libs = Files.list(built.resolve(APP + ".lib"))) {
                for (Path lib : libs.sorted().toList()) {
                    add(out, lib, APP + ".lib/" + lib.getFileName());
                }
            }
        }
        return zip;
    }

    private static void install(Path zip, String version, Path mavenHome, String jdk, Path target, boolean offline)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(mvn(mavenHome), "-B", "-q",
                "org.apache.maven.plugins:maven-install-plugin:3.1.2:install-file", "-Dfile=" + zip,
                "-DgroupId=org.jsonpjackson.local", "-DartifactId=" + APP, "-Dversion=" + version, "-Dpackaging=zip",
                "-DgeneratePom=true"));
        if (offline) {
            command.add("-o");
        }
        run(command, target, jdk, target.resolve("james-build").resolve("install.log"), true);
    }

    private static String mvn(Path mavenHome) {
        return mavenHome.resolve("bin").resolve("mvn").toString();
    }

    private static void run(List<String> command, Path dir, String jdk, Path log, boolean failLoudly)
            throws IOException, InterruptedException {
        Files.createDirectories(log.getParent());
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        builder.environment().put("JAVA_HOME", jdk);
        // the reactor's own options (a debugger, another repository) are not James' build's
        builder.environment().remove("MAVEN_OPTS");
        builder.environment().remove("MAVEN_ARGS");
        int exit = builder.start().waitFor();
        if (exit != 0) {
            List<String> lines = Files.readAllLines(log);
            System.err.println("[james-server] FAILED: " + String.join(" ", command) + " exited with " + exit
                    + "; its last lines (whole log: " + log + "):");
            lines.subList(Math.max(0, lines.size() - LOG_TAIL), lines.size()).forEach(System.err::println);
            System.exit(1);
        }
    }

    private static void add(ZipOutputStream out, Path file, String name) throws IOException {
        out.putNextEntry(new ZipEntry(name));
        Files.copy(file, out);
        out.closeEntry();
    }

    private static void unzip(Path zip, Path into) throws IOException {
        Path root = into.toAbsolutePath().normalize();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
                Path to = root.resolve(e.getName()).normalize();
                if (!to.startsWith(root)) {
                    throw new IOException("A zip entry outside its folder: " + e.getName());
                }
                if (e.isDirectory()) {
                    Files.createDirectories(to);
                } else {
                    Files.createDirectories(to.getParent());
                    copy(in, to);
                }
            }
        }
    }

    private static void copy(InputStream in, Path to) throws IOException {
        try (OutputStream out = Files.newOutputStream(to)) {
            in.transferTo(out);
        }
    }
}
