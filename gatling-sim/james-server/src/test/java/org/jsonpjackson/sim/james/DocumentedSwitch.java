package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The {@code ours} mode, assembled by doing what docs/james.md, "Switching a James 3.9 server to it", tells an
 * operator, step by step, and nothing else; if a step is wrong, the build fails here, and the docs and this class
 * are corrected together:
 * <ol>
 * <li>the seven jars: the build copies them into {@code target/jsonpj} (this module's POM names them);</li>
 * <li>the main class ({@code src/james/JamesOnJsonpJackson.java}, which the docs show verbatim) compiled against the
 * server's jar, its lib folder and those seven, with the JDK 21 found;</li>
 * <li>the seven jars and the class on the server's class path, next to James' own jars;</li>
 * <li>{@code parsson-*.jar}, {@code yasson-*.jar} and Glassfish's {@code jakarta.json-*.jar} deleted from the
 * server's lib folder (of a copy of the server: the {@code stock} mode keeps the original);</li>
 * <li>the server started with that class path and main class (a copy of the lib folder, since the app jar's
 * manifest names its lib folder: with the original next to it, Parsson would come back through the manifest).</li>
 * </ol>
 */
final class DocumentedSwitch {

    static final String APP_JAR = "james-server-postgres-app.jar";
    static final String APP_LIB = "james-server-postgres-app.lib";
    static final String MAIN = "JamesOnJsonpJackson";
    /** Step 1's jars, by artifact id. */
    static final List<String> JARS = List.of("json-jackson", "json-jackson-common", "opensearch-mapper",
            "mapper-common", "mapper-jackson2", "opensearch-reactor", "james-opensearch");
    /** Step 4: Parsson, Yasson, Glassfish JSON ({@code jakarta.json-2.x.jar}, not the API, {@code jakarta.json-api}). */
    static final Pattern REMOVED = Pattern.compile("(parsson|yasson)-.*\\.jar|jakarta\\.json-\\d.*\\.jar");

    private DocumentedSwitch() {
    }

    static JamesLaunch assemble(Path app, Path jsonpj, Path mainSource, Path jdk, Path dir) throws IOException, InterruptedException {
        // step 1
        try (Stream<Path> jars = Files.list(jsonpj)) {
            List<String> names = jars.map(p -> p.getFileName().toString()).sorted().toList();
            for (String artifact : JARS) {
                if (names.stream().noneMatch(n -> n.matches(Pattern.quote(artifact) + "-\\d.*\\.jar"))) {
                    throw new IllegalStateException("Step 1: " + artifact + "'s jar is not in " + jsonpj + " (" + names + ")");
                }
            }
            if (names.size() != JARS.size()) {
                throw new IllegalStateException("Step 1 takes seven jars; " + jsonpj + " holds " + names);
            }
        }
        Folders.deleteTree(dir);
        Path server = Files.createDirectories(dir.resolve("server"));
        Folders.copyTree(app, server);
        // step 2
        Path classes = Files.createDirectories(dir.resolve("classes"));
        Processes.runOrFail(List.of(jdk.resolve("bin").resolve("javac").toString(), "-d", classes.toString(),
                "-cp", classPath(server, jsonpj), mainSource.toString()), dir.resolve("javac.log"), 300);
        // step 4
        try (Stream<Path> libs = Files.list(server.resolve(APP_LIB))) {
            for (Path lib : libs.filter(p -> REMOVED.matcher(p.getFileName().toString()).matches()).toList()) {
                Files.delete(lib);
            }
        }
        // steps 3 and 5
        return new JamesLaunch(JamesMode.OURS, List.of("-cp", classPath(server, jsonpj) + ":" + classes, MAIN));
    }

    private static String classPath(Path server, Path jsonpj) {
        return server.resolve(APP_JAR) + ":" + server.resolve(APP_LIB) + "/*:" + jsonpj + "/*";
    }
}
