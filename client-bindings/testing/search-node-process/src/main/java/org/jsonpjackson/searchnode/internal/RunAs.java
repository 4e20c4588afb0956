package org.jsonpjackson.searchnode.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a server that refuses root (Elasticsearch, OpenSearch, PostgreSQL) as an unprivileged system user when this
 * JVM runs as root, through util-linux's {@code setpriv}, which execs in place so that the process id the caller
 * holds is the server's own. The one implementation: {@link NodeProcess} uses it for every node, and
 * {@code org.jsonpjackson.elasticsearch.testing.RunAs} is its public face, documented there.
 */
public final class RunAs {

    private RunAs() {
    }

    /**
     * The words to put before a server's command: none for an ordinary user; as root, {@code setpriv} to
     * {@code user}, after creating that system user if missing and giving it {@code ownedDirs} (recursively).
     *
     * @throws IOException if the user cannot be created or given the folders
     */
    public static List<String> prefix(String user, Path... ownedDirs) throws IOException {
        if (!isRoot()) {
            return List.of();
        }
        if (run("id", "-u", user) != 0) {
            int created = run("useradd", "--system", "--no-create-home", "--home-dir", "/nonexistent",
                    "--shell", "/usr/sbin/nologin", user);
            // 9: created meanwhile by another JVM
            if (created != 0 && created != 9) {
                throw new IOException("useradd " + user + " failed with exit code " + created);
            }
        }
        for (Path dir : ownedDirs) {
            int chown = run("chown", "-R", user + ":", dir.toString());
            if (chown != 0) {
                throw new IOException("chown -R " + user + " " + dir + " failed with exit code " + chown);
            }
        }
        return List.of("setpriv", "--reuid=" + user, "--regid=" + user, "--init-groups", "--");
    }

    /** Whether this JVM runs as root (uid 0). */
    public static boolean isRoot() {
        try {
            return ((Number) Files.getAttribute(Path.of("/proc/self"), "unix:uid")).intValue() == 0;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return "root".equals(System.getProperty("user.name"));
        }
    }

    private static int run(String... command) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException(String.join(" ", command) + " did not finish within 60 s");
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted running " + String.join(" ", command), e);
        }
    }
}
