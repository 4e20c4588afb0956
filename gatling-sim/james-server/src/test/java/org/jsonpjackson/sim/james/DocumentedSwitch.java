package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The {@code ours} mode, assembled by doing what docs/james.md, "Switching a James 3.9 server to it", tells an
 * operator, step by step, and nothing else; if a step is wrong, the build fails here, and the docs, the zip and this
 * class are corrected together:
 * <ol>
 * <li>the zip james-opensearch attaches (classifier {@code james}), unpacked by this module's POM;</li>
 * <li>its {@code install.sh}, run on a copy of the server (the {@code stock} mode keeps the original);</li>
 * <li>the server started with James' usual options and the {@code @jsonpj/launch.args} install.sh wrote.</li>
 * </ol>
 * Before starting, this checks what step 2 promises: seven jars of ours in {@code jsonpj/}, and no Parsson, Yasson or
 * Glassfish JSON-P left in the lib folder.
 */
final class DocumentedSwitch {

    static final String APP_JAR = "james-server-postgres-app.jar";
    static final String APP_LIB = "james-server-postgres-app.lib";
    /** The zip's jars, by artifact id. */
    static final List<String> JARS = List.of("json-jackson", "json-jackson-common", "opensearch-mapper",
            "mapper-common", "mapper-jackson2", "opensearch-reactor", "james-opensearch");
    /** Step 2 moves these aside: Parsson, Yasson, Glassfish JSON ({@code jakarta.json-2.x.jar}, not the API). */
    static final Pattern REMOVED = Pattern.compile("(parsson|yasson)-.*\\.jar|jakarta\\.json-\\d.*\\.jar");

    private DocumentedSwitch() {
    }

    /** {@code zip}: the unpacked zip's folder (install.sh, lib/). */
    static JamesLaunch assemble(Path app, Path zip, Path dir) throws IOException, InterruptedException {
        Path script = zip.resolve("install.sh");
        if (!Files.isRegularFile(script)) {
            throw new IllegalStateException("Step 1: no install.sh in " + zip + "; is james-opensearch's zip unpacked there?");
        }
        Folders.deleteTree(dir);
        Path server = Files.createDirectories(dir.resolve("server"));
        Folders.copyTree(app, server);
        // step 2
        Processes.runOrFail(List.of("sh", script.toString(), server.toString()), dir.resolve("install.log"), 120);
        List<String> ours = names(server.resolve("jsonpj"));
        for (String artifact : JARS) {
            if (ours.stream().noneMatch(n -> n.matches(Pattern.quote(artifact) + "-\\d.*\\.jar"))) {
                throw new IllegalStateException("Step 2: " + artifact + "'s jar is not in " + server.resolve("jsonpj") + " (" + ours + ")");
            }
        }
        if (ours.stream().filter(n -> n.endsWith(".jar")).count() != JARS.size()) {
            throw new IllegalStateException("The zip holds seven jars; install.sh laid in " + ours);
        }
        List<String> left = names(server.resolve(APP_LIB)).stream().filter(n -> REMOVED.matcher(n).matches()).toList();
        if (!left.isEmpty()) {
            throw new IllegalStateException("Step 2 left JSON-P providers in the lib folder: " + left);
        }
        // step 3
        return new JamesLaunch(JamesMode.OURS, List.of("@" + server.resolve("jsonpj").resolve("launch.args")));
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
