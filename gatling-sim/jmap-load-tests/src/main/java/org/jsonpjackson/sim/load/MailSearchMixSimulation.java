package org.jsonpjackson.sim.load;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Choice;
import io.gatling.javaapi.core.ScenarioBuilder;

import java.util.ArrayList;
import java.util.List;

import static io.gatling.javaapi.core.CoreDsl.*;
import static io.gatling.javaapi.http.HttpDsl.http;

/**
 * A day of mail clients: inbox listings, text searches, sender and recipient filters, date ranges,
 * keyword and attachment filters, and paging further down a listing by position and by anchor.
 */
public class MailSearchMixSimulation extends JmapSimulation {

    {
        List<Choice.WithWeight> choices = new ArrayList<>();
        for (Workload.Kind kind : Workload.Kind.values()) {
            choices.add(new Choice.WithWeight(kind.percent, kind == Workload.Kind.PAGING ? paging() : single(kind)));
        }
        ChainBuilder one = randomSwitch().on(choices);
        ScenarioBuilder scenario = scenario("Mail search mix").exec(perUser(one));
        run(scenario);
    }

    private ChainBuilder single(Workload.Kind kind) {
        return feed(workload.mix(kind))
                .exec(logged(http("Email/query #{kind}").post("/jmap").body(StringBody("#{body}")).check(JmapChecks.emailQuery())));
    }

    /** The first page of the inbox, the second by position, then the page after its last email by anchor. */
    private ChainBuilder paging() {
        return feed(workload.mix(Workload.Kind.PAGING))
                .exec(logged(http("Email/query inbox page 1").post("/jmap").body(StringBody("#{body}"))
                        .check(JmapChecks.emailQuery())
                        .check(jsonPath("$.methodResponses[0][1].ids[-1]").optional().saveAs("anchor"))))
                .exec(logged(http("Email/query inbox page 2 by position").post("/jmap")
                        .body(StringBody(session -> Workload.query(session.getString("accountId"),
                                "{\"inMailbox\":\"" + session.getString("mailbox") + "\"}", ",\"position\":" + Workload.PAGE)))
                        .check(JmapChecks.emailQuery())))
                .doIf(session -> session.contains("anchor")).then(
                        logged(http("Email/query inbox page 2 by anchor").post("/jmap")
                                .body(StringBody(session -> Workload.query(session.getString("accountId"),
                                        "{\"inMailbox\":\"" + session.getString("mailbox") + "\"}",
                                        ",\"anchor\":\"" + session.getString("anchor") + "\",\"anchorOffset\":1")))
                                .check(JmapChecks.emailQuery())));
    }
}
