package org.jsonpjackson.sim.compare;

import org.jsonpjackson.sim.stack.StackSettings;
import org.jsonpjackson.sim.auth.Users;
import org.jsonpjackson.sim.baseline.BaselineService;
import org.jsonpjackson.sim.baseline.ServiceMode;
import org.jsonpjackson.sim.corpus.CorpusUsers;
import one.profiler.AsyncProfiler;
import org.opensearch.client.opensearch.OpenSearchAsyncClient;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * One service of a comparison, in a JVM of its own: {@code ServiceJvm MODE CLUSTER_URI}. It prints
 * {@code READY <service uri> <opensearch-java jar>}, then answers commands on standard input, one a line:
 * {@code mark} takes a CPU snapshot and prints {@code MARKED}; {@code cpu} prints {@code CPU group=nanos;...},
 * the CPU used since the mark by thread group and by the whole process; {@code profile} starts async-profiler (CPU
 * time, by thread) and prints {@code PROFILING}; {@code profiled PATH} writes what it saw since to {@code PATH.collapsed}
 * and {@code PATH.html}, stops it, and prints {@code PROFILED}. End of input stops the service.
 * It lets in the corpus' users that the {@code sim.*} properties define, as the generator logs them in.
 */
public final class ServiceJvm {

    static final String READY = "READY ";
    static final String MARKED = "MARKED";
    static final String CPU = "CPU ";
    static final String PROFILING = "PROFILING";
    static final String PROFILED = "PROFILED";

    private ServiceJvm() {
    }

    public static void main(String[] args) throws Exception {
        ServiceMode mode = ServiceMode.parse(args[0]);
        URI cluster = URI.create(args[1]);
        StackSettings settings = StackSettings.from(System.getProperties());
        Users users = Users.of(CorpusUsers.of(settings.corpus(), settings.access().secret()),
                CorpusUsers.admin(settings.access().secret(), settings.access().adminPassword()));
        try (BaselineService service = BaselineService.start(mode, cluster, users, "127.0.0.1", 0)) {
            System.out.println(READY + service.uri() + " "
                    + OpenSearchAsyncClient.class.getProtectionDomain().getCodeSource().getLocation());
            System.out.flush();
            BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            ThreadCpu.Snapshot mark = ThreadCpu.take();
            for (String line = commands.readLine(); line != null; line = commands.readLine()) {
                switch (line.trim()) {
                    case "mark" -> {
                        mark = ThreadCpu.take();
                        System.out.println(MARKED);
                    }
                    case "cpu" -> System.out.println(CPU + ThreadCpu.encode(ThreadCpu.between(mark, ThreadCpu.take())));
                    case "profile" -> {
                        AsyncProfiler.getInstance().execute("start,event=itimer,interval=1ms,threads");
                        System.out.println(PROFILING);
                    }
                    default -> {
                        if (line.startsWith("profiled ")) {
                            String path = line.substring("profiled ".length()).trim();
                            AsyncProfiler profiler = AsyncProfiler.getInstance();
                            profiler.execute("dump,collapsed,threads,file=" + path + ".collapsed");
                            profiler.execute("dump,flamegraph,threads,file=" + path + ".html");
                            profiler.execute("stop");
                            System.out.println(PROFILED);
                        } else {
                            System.out.println("ERROR unknown command: " + line);
                        }
                    }
                }
                System.out.flush();
            }
        }
    }
}
