package org.jsonpjackson.sim.james;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * The smoke run of the {@code james-cluster} profile, in {@code mvn verify -Psystem}: the whole cluster (PostgreSQL, three
 * OpenSearch nodes each a process of its own, HAProxy, two James on our stack), light load through the balancer,
 * and one OpenSearch node, the one with the most primaries of James' index, killed with SIGKILL and started again.
 * Ours only, one short round, small mail: what it holds is what ours promises through a search node's loss, not a
 * comparison. Its figures go to {@code target/james-cluster-smoke/cluster.md}.
 *
 * <p>Without PostgreSQL's server or HAProxy it prints one line and does not run; with {@code CI=true} it fails.
 */
class JamesClusterIT {

    @Test
    void aSearchNodeKilledUnderLoadFailsNoJmapOrImapSearchGivesNoShortResultAndLosesNoMail() throws Exception {
        List<String> missing = new ArrayList<>();
        if (Postgres.binaries().isEmpty()) {
            missing.add("PostgreSQL's server (Debian: postgresql)");
        }
        if (Balancer.binary().isEmpty()) {
            missing.add("HAProxy (Debian: haproxy)");
        }
        if (!missing.isEmpty()) {
            String line = "[james-server] JamesClusterIT did not run: not installed: " + String.join(", ", missing);
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail(line + ", and CI=true needs it");
            }
            System.out.println(line);
            Assumptions.abort(line);
        }
        Properties p = new Properties();
        p.setProperty("james.cluster.modes", "ours");
        p.setProperty("james.cluster.faults", "opensearch");
        p.setProperty("james.cluster.rounds", "1");
        p.setProperty("james.cluster.rate", "10");
        p.setProperty("james.cluster.importsPerSecond", "2");
        p.setProperty("james.cluster.warmupSeconds", "15");
        p.setProperty("james.cluster.beforeSeconds", "15");
        p.setProperty("james.cluster.downSeconds", "15");
        p.setProperty("james.cluster.restartSeconds", "60");
        p.setProperty("james.cluster.afterSeconds", "20");
        p.setProperty("james.cluster.users", "4");
        p.setProperty("james.cluster.messages", "20");
        // IMAP beside it: one account of 600 messages (about 420 in INBOX: a common word takes 5 scroll pages)
        p.setProperty("james.cluster.imapRate", "4");
        p.setProperty("james.cluster.imapSessions", "2");
        p.setProperty("james.cluster.imapUsers", "1");
        p.setProperty("james.cluster.imapMessages", "600");
        p.setProperty("james.cluster.out", Path.of(System.getProperty("james.cluster.smokeOut", "target/james-cluster-smoke"))
                .toString());
        p.setProperty(JamesLogin.PROPERTY, System.getProperty(JamesLogin.PROPERTY, "bearer"));

        List<JamesCluster.Run> runs = JamesCluster.run(ClusterSettings.from(p));

        assertThat(runs).hasSize(1);
        JamesCluster.Run run = runs.get(0);
        assertThat(run.mode()).isEqualTo(JamesMode.OURS);
        assertThat(run.down().requests()).as("searches answered while the node was down").isPositive();
        // James 3.9 pages every Email/query with a scroll: a scroll continuation in flight on the killed node may
        // have moved the scroll on, so no transport may send it again (it would skip a page); ours' James module
        // starts that search again instead, leaving out what it delivered (ScrollRestarts), so no search fails
        assertThat(run.jamesErrors()).as("James' failed JMAP methods, by kind (scroll restarts: %d)", run.scrollRestarts())
                .isEmpty();
        assertThat(run.before().failed() + run.down().failed() + run.rejoin().failed() + run.after().failed())
                .as("failed Email/query requests, before / down / rejoin / after: %s", run).isZero();
        assertThat(run.importsAcknowledged()).as("messages imported during the run").isPositive();
        assertThat(run.lost()).as("acknowledged messages no search finds once the cluster is green again").isZero();
        JamesCluster.ImapRun imap = run.imap();
        assertThat(imap.failed()).as("failed IMAP searches, before / down / rejoin / after, by kind %s (scroll restarts: %d)",
                imap.failedByKind(), run.scrollRestarts()).isZero();
        assertThat(imap.down().requests()).as("IMAP searches answered while the node was down").isPositive();
        assertThat(imap.rerun()).as("IMAP searches of the fault run again once the cluster was green").isPositive();
        assertThat(imap.shortResults()).as("IMAP searches that came back short under the fault: %s", imap.examples()).isZero();
        assertThat(imap.different()).as("IMAP searches whose answer changed, though their mail did not: %s", imap.examples()).isZero();
    }
}
