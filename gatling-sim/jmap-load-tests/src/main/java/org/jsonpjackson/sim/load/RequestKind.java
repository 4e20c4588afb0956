package org.jsonpjackson.sim.load;

/**
 * The kinds of request a run judges apart. A session fetch happens once per user and may cost a server far
 * more than a query (Cyrus takes about 200 ms for a user's first one), so folded together with the queries it
 * decides the p99 of a short run. Each kind is a Gatling group of that name: a group's figures count one fetch
 * with its redirect hops as one, failed when any hop failed, timed by the hops' sum.
 */
public enum RequestKind {
    /** {@code GET} of the session resource, with the redirects it follows. */
    SESSION("JMAP session", "session"),
    /** One light {@code Email/query} request, whatever its filter: every query but the heavy ones. */
    QUERY("Email/query", "queries"),
    /**
     * One heavy {@code Email/query} ({@code load.heavyPercent}): the whole account, {@code load.heavyLimit} ids and
     * the total. Apart from {@link #QUERY}, so that the light queries' p99 shows what the heavy ones do to them.
     */
    HEAVY("Email/query heavy", "heavyQueries");

    /** The Gatling group's name, as the report's statistics table gives it. */
    public final String group;
    /** Its member in {@code last-run.json}. */
    public final String key;

    RequestKind(String group, String key) {
        this.group = group;
        this.key = key;
    }
}
