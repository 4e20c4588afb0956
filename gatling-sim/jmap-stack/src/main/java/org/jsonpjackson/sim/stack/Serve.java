package org.jsonpjackson.sim.stack;

import org.jsonpjackson.opensearch.testing.EmbeddedOpenSearch;
import org.jsonpjackson.sim.auth.LoginCredential;
import org.jsonpjackson.sim.corpus.CorpusUsers;
import org.jsonpjackson.sim.server.MailSearchServer;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Starts the mail search service on loopback with a generated corpus: the embedded OpenSearch node unless
 * {@code -Dopensearch.url} names a cluster. Runs until interrupted, or for {@code -Dsim.seconds} seconds.
 *
 * <pre>mvn -q -pl gatling-sim/jmap-stack -am test-compile exec:java -Dsim.users=100 -Dsim.messages=200</pre>
 */
public final class Serve {

    private Serve() {
    }

    public static void main(String[] args) throws InterruptedException, IOException {
        StackSettings settings = StackSettings.from(System.getProperties());
        // the versions this JVM really loaded, which a load run's JVM, on another Netty line, checks and reports
        System.out.printf(Locale.ROOT, "%sNetty %s, Reactor Netty %s, OpenSearch %s%n", StackProcess.VERSIONS,
                io.netty.util.Version.identify().get("netty-common").artifactVersion(),
                jar(reactor.netty.ReactorNetty.class), jar(org.opensearch.Version.class));
        long seconds = Long.getLong("sim.seconds", 0);
        Path usersFile = Path.of(System.getProperty("sim.usersFile", "target/jmap-users.csv"));
        System.out.printf(Locale.ROOT, "Loading %d users x %d messages (seed %d)...%n",
                settings.corpus().users(), settings.corpus().messagesPerUser(), settings.corpus().seed());
        MailSearchStack stack = MailSearchStack.start(settings);
        Runtime.getRuntime().addShutdownHook(new Thread(stack::close, "sim-shutdown"));
        CorpusUsers.writeFeeder(stack.users(), usersFile);
        if (EmbeddedOpenSearch.external().isPresent()) {
            // an embedded node has announced its address as it started
            System.out.printf(Locale.ROOT, "OpenSearch: %s%n", stack.clusterUri());
        }
        System.out.printf(Locale.ROOT, "Indexed %d messages in %.1f s%n", stack.loaded(),
                stack.loadTime().toMillis() / 1000.0);
        System.out.printf(Locale.ROOT, "JMAP service: %s%s (session), %s/jmap (API); also POST /import, GET /health%n",
                stack.serviceUri(), MailSearchServer.WELL_KNOWN, stack.serviceUri());
        System.out.printf(Locale.ROOT, "Users, passwords and tokens: %s; administrator (imports): %s / %s%n",
                usersFile.toAbsolutePath(), stack.admin().username(), stack.admin().password());
        LoginCredential user = stack.users().get(0);
        System.out.printf(Locale.ROOT, "Try: curl -s -u '%s:%s' %s/jmap -d '{\"using\":[\"urn:ietf:params:jmap:core\","
                        + "\"urn:ietf:params:jmap:mail\"],\"methodCalls\":[[\"Email/query\",{\"accountId\":\"%s\","
                        + "\"filter\":{\"text\":\"%s\"},\"sort\":[{\"property\":\"receivedAt\",\"isAscending\":false}],"
                        + "\"limit\":30},\"c1\"]]}'%n",
                user.username(), user.password(), stack.serviceUri(), user.account().orElseThrow().id(),
                stack.corpus().vocabulary().words().get(10));
        if (seconds > 0) {
            Thread.sleep(seconds * 1000);
            System.exit(0);
        }
        stack.service().server().awaitClose();
    }

    /** The file name of the jar {@code type} came from: its artifact and version. */
    private static String jar(Class<?> type) {
        return StackClassPath.codeSource(type).getFileName().toString();
    }
}
