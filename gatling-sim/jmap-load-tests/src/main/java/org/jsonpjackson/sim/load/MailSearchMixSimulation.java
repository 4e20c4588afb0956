package org.jsonpjackson.sim.load;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Choice;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Session;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import static io.gatling.javaapi.core.CoreDsl.*;

/**
 * A day of mail clients: inbox listings, text searches, sender and recipient filters, date ranges,
 * keyword and attachment filters, and paging further down a listing by position and by anchor (by position only
 * on a server that refuses anchors, as Apache James 3.9 does). Against our
 * service its mailbox ids, senders and dates are our corpus'; against another server they are discovered
 * through JMAP ({@link TargetMail}).
 */
public class MailSearchMixSimulation extends JmapSimulation {

    {
        List<Choice.WithWeight> choices = new ArrayList<>();
        for (Workload.Kind kind : Workload.Kind.values()) {
            choices.add(new Choice.WithWeight(kind.percent, kind == Workload.Kind.PAGING ? paging() : single(kind)));
        }
        ChainBuilder one = randomSwitch().on(choices);
        ScenarioBuilder scenario = scenario("Mail search mix").exec(perUser(withHeavy(one)));
        run(scenario);
    }

    private ChainBuilder single(Workload.Kind kind) {
        return feed(workload.mix(kind))
                .exec(withSession(logged(emailQuery("Email/query #{kind}", s -> s.getString("filter"), s -> "")
                        .check(JmapChecks.emailQuery()))));
    }

    /**
     * The first page of the inbox, the second by position, then the page after its last email by anchor, unless the
     * server refuses anchors ({@link TargetMail#anchorPaging()}).
     */
    private ChainBuilder paging() {
        Function<Session, String> inbox = s -> "{\"inMailbox\":\"" + s.getString("mailbox") + "\"}";
        return feed(workload.mix(Workload.Kind.PAGING))
                .exec(withSession(logged(emailQuery("Email/query inbox page 1", inbox, s -> "")
                                .check(JmapChecks.emailQuery())
                                .check(jsonPath("$.methodResponses[0][1].ids[-1]").optional().saveAs("anchor")))
                        .exec(logged(emailQuery("Email/query inbox page 2 by position", inbox,
                                s -> ",\"position\":" + Workload.PAGE).check(JmapChecks.emailQuery())))
                        .doIf(s -> workload.anchorPaging() && s.contains("anchor")).then(
                                logged(emailQuery("Email/query inbox page 2 by anchor", inbox,
                                        s -> ",\"anchor\":\"" + s.getString("anchor") + "\",\"anchorOffset\":1")
                                        .check(JmapChecks.emailQuery())))));
    }

    @Override
    protected boolean usesMailboxes() {
        return true;
    }
}
