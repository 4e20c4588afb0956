package org.jsonpjackson.bench.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The first line of every generated result file: when the run started, the commit it ran on (and whether the
 * working tree had uncommitted changes then), the command, the jackson-core lines on the class path and the machine, so that a table copied anywhere
 * still says where it came from. Taken when a run starts, not when its report is written: a commit made while
 * a run goes on is not what it measured.
 */
public final class RunStamp {

    private final String line;

    private RunStamp(String line) {
        this.line = line;
    }

    /** @param command what was run, as a reader would type it */
    public static RunStamp now(String command) {
        String when = LocalDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT));
        String commit = git("rev-parse", "--short", "HEAD");
        String tree;
        if (commit == null) {
            commit = "unknown (not run from a git checkout)";
            tree = "";
        } else {
            String changes = git("status", "--porcelain", "--untracked-files=no");
            tree = changes == null ? "" : changes.isEmpty() ? ", clean tree" : ", with uncommitted changes";
        }
        String machine = String.format(Locale.ROOT, "%d CPUs, %s %s, JDK %s (%s), max heap of the reporting JVM %d MB",
                Runtime.getRuntime().availableProcessors(), System.getProperty("os.name"), System.getProperty("os.arch"),
                System.getProperty("java.version"), System.getProperty("java.vm.name"),
                Runtime.getRuntime().maxMemory() >> 20);
        return new RunStamp("Run started " + when + " UTC on commit " + commit + tree + ". Command: `" + command
                + "`. Jackson: " + JacksonLines.describe() + ". Machine: " + machine + ".");
    }

    public String line() {
        return line;
    }

    /** The output of a git command in the working directory, trimmed; null if git is missing or fails. */
    private static String git(String... args) {
        String[] command = new String[args.length + 1];
        command[0] = "git";
        System.arraycopy(args, 0, command, 1, args.length);
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out;
            try (InputStream in = p.getInputStream()) {
                out = new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
            }
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return null;
            }
            return out;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
