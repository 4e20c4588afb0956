package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which OpenSearch client stack a running James uses, asked from outside its JVM with {@code jcmd}, after it has
 * served searches: its threads ({@code Thread.print}): our transport's Netty event loops are {@code jsonpj-http-*},
 * Apache HttpAsyncClient's (opensearch-java's {@code RestClientTransport}) {@code I/O dispatcher *}; and its loaded
 * classes ({@code VM.class_hierarchy}): Parsson's or none. James' own client ({@code ClientProvider}) names the I/O
 * threads of its Apache HTTP client {@code OpenSearch-driver-*}; Apache's own names ({@code httpclient-dispatch-*},
 * {@code I/O dispatcher *}) count too.
 */
final class StackCheck {

    private static final String OUR_THREADS = "\"jsonpj-http";
    private static final List<String> APACHE_THREADS = List.of("\"OpenSearch-driver", "\"httpclient-dispatch", "\"I/O dispatcher");
    private static final String PARSSON = "org.eclipse.parsson.";

    private StackCheck() {
    }

    /** Asks, and keeps what James' JVM answered in {@code dir} ({@code <mode>-threads.txt}, {@code <mode>-classes.txt}). */
    static void verify(JamesMode mode, JamesProcess james, Path dir) throws IOException, InterruptedException {
        String threads = james.jcmd("Thread.print");
        String classes = james.jcmd("VM.class_hierarchy");
        Files.writeString(dir.resolve(mode.label() + "-threads.txt"), threads);
        Files.writeString(dir.resolve(mode.label() + "-classes.txt"), classes);
        boolean ours = threads.contains(OUR_THREADS);
        boolean apache = APACHE_THREADS.stream().anyMatch(threads::contains);
        boolean parsson = classes.contains(PARSSON);
        System.out.printf("James %s, PID %d, from outside: our transport's threads %s, Apache HttpClient's I/O threads %s, "
                + "Parsson classes loaded %s%n", mode.label(), james.pid(), ours, apache, parsson);
        if (mode == JamesMode.OURS) {
            assertThat(ours).as("ours: jsonpj-http threads in James' thread dump").isTrue();
            assertThat(apache).as("ours: no Apache HttpClient I/O thread in James' thread dump").isFalse();
            assertThat(parsson).as("ours: no Parsson class loaded in James").isFalse();
        } else {
            assertThat(ours).as("stock: no jsonpj-http thread in James' thread dump").isFalse();
            assertThat(apache).as("stock: Apache HttpClient I/O threads in James' thread dump").isTrue();
            assertThat(parsson).as("stock: Parsson classes loaded in James").isTrue();
        }
    }
}
