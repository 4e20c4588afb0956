package org.jsonpjackson.elasticsearch.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Who runs the node. Elasticsearch refuses to run as root ("can not run elasticsearch as root"), so a JVM running
 * as root (containers, CI images) starts it as the system user {@value ElasticsearchNode#SYSTEM_USER}: created with
 * {@code useradd --system} if missing, given the distribution and the node's directory, and switched to with
 * util-linux's {@code setpriv}, which execs the command in place, so the process id we hold is the node's own.
 */
final class RunAs {

    private RunAs() {
    }

    /** The words to put before the command: none for an ordinary user. */
    static List<String> prefix(Path home, Path nodeDir) throws IOException {
        if (!isRoot()) {
            return List.of();
        }
        String user = ElasticsearchNode.SYSTEM_USER;
        if (run("id", "-u", user) != 0) {
            int created = run("useradd", "--system", "--no-create-home", "--home-dir", "/nonexistent",
                    "--shell", "/usr/sbin/nologin", user);
            // 9: created meanwhile by another JVM
            if (created != 0 && created != 9) {
                throw new IOException("useradd " + user + " failed with exit code " + created);
            }
        }
        for (Path dir : List.of(home, nodeDir)) {
            int chown = run("chown", "-R", user + ":", dir.toString());
            if (chown != 0) {
                throw new IOException("chown -R " + user + " " + dir + " failed with exit code " + chown);
            }
        }
        return List.of("setpriv", "--reuid=" + user, "--regid=" + user, "--init-groups", "--");
    }

    static boolean isRoot() {
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
