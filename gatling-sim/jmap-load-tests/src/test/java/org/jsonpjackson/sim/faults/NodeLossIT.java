package org.jsonpjackson.sim.faults;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The short version of {@code -Pfaults}, in every {@code mvn verify -Psystem}: three nodes, 20 searches a second for 20 s
 * with imports all along, the node holding the most primaries of the email index stopped after 10 s. No search
 * may fail and no acknowledged message may be lost. The run holds its nodes and the service in a JVM on the
 * stack's class path (Netty 4.1), as {@code -Pfaults} does, and Gatling in another, on this one (Netty 4.2).
 */
class NodeLossIT {

    @Test
    void losingTheNodeWithTheMostPrimariesFailsNoSearchAndLosesNoMessage() throws Exception {
        Path results = Path.of("target", "faults-test");
        Path figures = results.resolve("faults").resolve(NodeLossResult.FILE);
        Files.deleteIfExists(figures);
        List<String> command = StackJvm.command(NodeLossRun.class, List.of("-Xmx3g",
                        "-Dfaults.nodes=3", "-Dfaults.shards=3", "-Dfaults.replicas=1", "-Dload.rate=20",
                        "-Dload.rampSeconds=2", "-Dload.seconds=20", "-Dfaults.importsPerSecond=5",
                        "-Dfaults.duringSeconds=10", "-Dsim.seed=42", "-Dsim.users=5", "-Dsim.messages=20",
                        "-Dload.simulation=org.jsonpjackson.sim.load.EmailQuerySimulation"),
                List.of(results.toAbsolutePath().toString(), results.resolve("gatling-console.txt").toAbsolutePath().toString()));
        int exit = new ProcessBuilder(command).inheritIO().start().waitFor();
        assertThat(figures).as("the run's figures (its JVM exited %d)", exit).isRegularFile();
        NodeLossResult result = NodeLossResult.readFrom(figures);
        System.out.println(result.markdown());

        assertThat(result.primariesHeld()).as("the stopped node held primaries").isPositive();
        assertThat(result.requests()).as("searches sent").isGreaterThan(300);
        assertThat(result.phase("during").requests()).as("searches while the node was going").isPositive();
        assertThat(result.phase("after").requests()).as("searches after it was gone").isPositive();
        assertThat(result.imported()).as("messages imported across the loss").isGreaterThan(50);
        assertThat(result.failed()).as("failed searches").isZero();
        assertThat(result.lost()).as("acknowledged messages not found afterwards").isZero();
        assertThat(result.abandoned()).as("import batches given up").isZero();
        assertThat(exit).as("the run's exit status").isZero();
    }
}
