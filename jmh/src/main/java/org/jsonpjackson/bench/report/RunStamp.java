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
    private final String date;
    private final String time;
    private final String commit;
    private final String command;
    private final String lines;
    private final String machine;

    private RunStamp(String date, String time, String commit, String tree, String command, String lines, String machine) {
        this.line = "Run started " + date + " " + time + " on commit " + commit + tree + ". Command: `" + command
                + "`. Jackson: " + lines + ". Machine: " + machine + ".";
        this.date = date;
        this.time = time;
        this.commit = commit;
        this.command = command;
        this.lines = lines;
        this.machine = machine;
    }

    /** @param command what was run, as a reader would type it */
    public static RunStamp now(String command) {
        LocalDateTime now = LocalDateTime.now(ZoneOffset.UTC);
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
        return new RunStamp(now.format(DateTimeFormatter.ISO_LOCAL_DATE),
                now.format(DateTimeFormatter.ofPattern("HH:mm", Locale.ROOT)) + " UTC", commit, tree, command,
                JacksonLines.describe(), machine);
    }

    public String line() {
        return line;
    }

    /** The run's record (docs/benchmarks.md, "Results as records") with these facts and the given table. */
    public RunRecordWriter record(String title, java.util.List<String> columns) {
        return new RunRecordWriter(title, date, time, commit, command, lines, machine, columns);
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
