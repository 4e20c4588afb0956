package org.jsonpjackson.sim.faults;

import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The short version of {@code -Pfaults}, in every {@code mvn verify}: three nodes, 20 searches a second for 20 s
 * with imports all along, the node holding the most primaries of the email index stopped after 10 s. No search
 * may fail and no acknowledged message may be lost.
 */
class NodeLossIT {

    @Test
    void losingTheNodeWithTheMostPrimariesFailsNoSearchAndLosesNoMessage() throws Exception {
        NodeLossSettings settings = new NodeLossSettings(3, 3, 1, 20, Duration.ofSeconds(2), Duration.ofSeconds(20), 5,
                Duration.ofSeconds(10), new CorpusSpec(42, 5, 20), "org.jsonpjackson.sim.load.EmailQuerySimulation");
        Path results = Path.of("target", "faults-test");
        NodeLossResult result = NodeLossRun.run(settings, results, results.resolve("gatling-console.txt"));
        System.out.println(result.markdown());

        assertThat(result.primariesHeld()).as("the stopped node held primaries").isPositive();
        assertThat(result.requests()).as("searches sent").isGreaterThan(300);
        assertThat(result.phase("during").requests()).as("searches while the node was going").isPositive();
        assertThat(result.phase("after").requests()).as("searches after it was gone").isPositive();
        assertThat(result.imported()).as("messages imported across the loss").isGreaterThan(50);
        assertThat(result.failed()).as("failed searches").isZero();
        assertThat(result.lost()).as("acknowledged messages not found afterwards").isZero();
        assertThat(result.abandoned()).as("import batches given up").isZero();
    }
}
