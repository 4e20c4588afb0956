package org.jsonpjackson.sim.load;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;

import static io.gatling.javaapi.core.CoreDsl.*;

/**
 * Apache James' {@code Email/query} scenario: a user searches their account for one word, newest first, 30 at
 * a time. Suits any JMAP server: the words come from {@code load.words}, our corpus' vocabulary, or another
 * server's own mail.
 */
public class EmailQuerySimulation extends JmapSimulation {

    {
        ChainBuilder query = feed(workload.textQueries())
                .exec(withSession(logged(emailQuery("Email/query text", s -> s.getString("filter"), s -> "")
                        .check(JmapChecks.emailQuery()))));
        ScenarioBuilder scenario = scenario("Email/query")
                .exec(perUser(withHeavy(query)));
        run(scenario);
    }

    @Override
    protected boolean usesMailboxes() {
        return false;
    }
}
