package org.jsonpjackson.sim.faults;

import org.jsonpjackson.sim.PropertyValues;
import org.jsonpjackson.sim.stack.StackSettings;
import org.jsonpjackson.sim.corpus.CorpusSpec;

import java.time.Duration;
import java.util.Properties;

/**
 * A node-loss run: the cluster, the load and the imports. {@link #from(Properties)} reads {@code faults.*},
 * {@code load.*} and {@code sim.*} properties over the defaults.
 *
 * @param nodes            nodes in the cluster ({@code faults.nodes}, 3)
 * @param shards           primary shards of the mail index ({@code faults.shards}, 3)
 * @param replicas         replicas of each ({@code faults.replicas}, 1)
 * @param rate             searches per second ({@code load.rate}, 50)
 * @param ramp             time to reach the rate ({@code load.rampSeconds}, 5)
 * @param plateau          time at the rate; the node stops half-way ({@code load.seconds}, 60)
 * @param importsPerSecond new messages imported each second ({@code faults.importsPerSecond}, 5)
 * @param duringWindow     how long after the stop counts as "during" ({@code faults.duringSeconds}, 15)
 * @param corpus           the corpus ({@code sim.users}, {@code sim.messages}, {@code sim.seed})
 * @param simulation       the Gatling simulation ({@code load.simulation}, {@code EmailQuerySimulation})
 */
public record NodeLossSettings(int nodes, int shards, int replicas, double rate, Duration ramp, Duration plateau,
                               int importsPerSecond, Duration duringWindow, CorpusSpec corpus, String simulation) {

    public NodeLossSettings {
        if (nodes < 2) {
            throw new IllegalArgumentException("faults.nodes must be at least 2, to lose one: " + nodes);
        }
        if (replicas < 1) {
            throw new IllegalArgumentException("faults.replicas must be at least 1, or a lost node loses data: " + replicas);
        }
    }

    public static NodeLossSettings from(Properties p) {
        return new NodeLossSettings(
                PropertyValues.integer(p, "faults.nodes", 3),
                PropertyValues.integer(p, "faults.shards", 3),
                PropertyValues.integer(p, "faults.replicas", 1),
                Double.parseDouble(p.getProperty("load.rate", "50")),
                Duration.ofSeconds(PropertyValues.integer(p, "load.rampSeconds", 5)),
                Duration.ofSeconds(PropertyValues.integer(p, "load.seconds", 60)),
                PropertyValues.integer(p, "faults.importsPerSecond", 5),
                Duration.ofSeconds(PropertyValues.integer(p, "faults.duringSeconds", 15)),
                StackSettings.from(p).corpus(),
                p.getProperty("load.simulation", "org.jsonpjackson.sim.load.EmailQuerySimulation"));
    }
}
