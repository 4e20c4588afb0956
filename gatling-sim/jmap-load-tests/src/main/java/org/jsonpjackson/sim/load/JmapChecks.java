package org.jsonpjackson.sim.load;

import io.gatling.javaapi.core.CheckBuilder;

import java.util.HashSet;
import java.util.List;

import static io.gatling.javaapi.core.CoreDsl.jsonPath;
import static io.gatling.javaapi.core.CoreDsl.responseTimeInMillis;
import static io.gatling.javaapi.http.HttpDsl.status;

/** What every response must satisfy: HTTP 200, an {@code Email/query} answer, and plausible ids. */
final class JmapChecks {

    /** The session attribute holding how many ids a good answer had. */
    static final String ID_COUNT = "idCount";

    private JmapChecks() {
    }

    /** The checks of an answer to a query of a page ({@link Workload#PAGE}). */
    static CheckBuilder.Final[] emailQuery() {
        return emailQuery(Workload.PAGE);
    }

    /** The checks of an answer to a query with this {@code limit}. */
    static CheckBuilder.Final[] emailQuery(int limit) {
        return new CheckBuilder.Final[] {
                // first, so that it is saved even when a later check fails
                responseTimeInMillis().saveAs(RequestLog.RESPONSE_TIME),
                status().is(200),
                // an error answer has "error" here instead, so this also proves there was no JMAP error
                jsonPath("$.methodResponses[0][0]").is("Email/query"),
                jsonPath("$.methodResponses[0][1].ids").ofList().find()
                        .transformWithSession((ids, session) -> plausible(ids, session.getString("idPrefix"), limit))
                        .is(true),
                // last: Gatling stops at the first check that fails, so this is saved only for a good answer
                jsonPath("$.methodResponses[0][1].ids").ofList().find().transform(List::size).saveAs(ID_COUNT)
        };
    }

    /** {@link #plausible(List, String, int)} for a page. */
    static boolean plausible(List<Object> ids, String prefix) {
        return plausible(ids, prefix, Workload.PAGE);
    }

    /**
     * At most {@code limit}, no duplicates, and every id one of the account's own messages when the feeder says what
     * those look like ({@code prefix}; empty when it does not, as for another server's opaque ids).
     */
    static boolean plausible(List<Object> ids, String prefix, int limit) {
        return ids.size() <= limit
                && new HashSet<>(ids).size() == ids.size()
                && ids.stream().allMatch(id -> id instanceof String s && !s.isEmpty() && s.startsWith(prefix));
    }
}
