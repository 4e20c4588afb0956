package org.jsonpjackson.sim.load;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;

import static io.gatling.javaapi.core.CoreDsl.*;
import static io.gatling.javaapi.http.HttpDsl.http;

/**
 * Apache James' {@code Email/query} scenario: an account of the corpus searches for one word of its
 * vocabulary, newest first, 30 at a time.
 */
public class EmailQuerySimulation extends JmapSimulation {

    {
        ChainBuilder query = feed(workload.textQueries())
                .exec(logged(http("Email/query text").post("/jmap").body(StringBody("#{body}")).check(JmapChecks.emailQuery())));
        ScenarioBuilder scenario = scenario("Email/query")
                .exec(perUser(query));
        run(scenario);
    }
}
