package org.jsonpjackson.sim.load;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;
import org.jsonpjackson.sim.MailSearchStack;
import org.jsonpjackson.sim.StackSettings;
import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusUsers;
import org.jsonpjackson.sim.server.MailSearchServer;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

import static io.gatling.javaapi.core.CoreDsl.*;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

/**
 * What both simulations share: the target, the users, the JMAP session, the injection profile, and the
 * assertions. The target is the JMAP server whose session resource is {@code load.session}, or the service at
 * {@code load.url}, or a whole stack started here from the {@code sim.*} settings and stopped at the end. The
 * users are the rows of {@code load.users}, or our corpus' users. Each virtual user logs in, fetches its
 * session once, and then sends its requests to the session's {@code apiUrl} for the session's primary mail
 * account, as a JMAP client does.
 */
abstract class JmapSimulation extends Simulation {

    private static final String MAIL = "urn:ietf:params:jmap:mail";

    protected final LoadSettings load = LoadSettings.from(System.getProperties());
    protected final StackSettings stackSettings = StackSettings.from(System.getProperties());
    private final RequestLog requestLog = RequestLog.fromProperty();
    private final MailSearchStack stack;
    private final URI session;
    protected final Workload workload;
    /** Each user's session, fetched by the first of its virtual users; what a client keeps between requests. */
    private final Map<String, JmapSession> sessions = new ConcurrentHashMap<>();

    private record JmapSession(String apiUrl, String accountId) {
    }

    protected JmapSimulation() {
        List<LoadUsers.User> users;
        if (load.session() == null) {
            // the base URL is needed now, while the simulation is being defined, so the stack starts here
            stack = MailSearchStack.start(stackSettings);
            session = URI.create(stack.serviceUri() + MailSearchServer.WELL_KNOWN);
            users = load.users() != null ? LoadUsers.read(load.users()) : LoadUsers.of(stack.users());
            System.out.printf(Locale.ROOT, "Stack up at %s; %d messages indexed in %d ms%n", stack.serviceUri(),
                    stack.loaded(), stack.loadTime().toMillis());
        } else {
            stack = null;
            session = load.session();
            // without a feeder, the target is taken for our service on the same corpus and secret
            users = load.users() != null ? LoadUsers.read(load.users())
                    : LoadUsers.of(CorpusUsers.of(stackSettings.corpus(), stackSettings.access().secret()));
        }
        QueryWords words = load.words() != null ? QueryWords.read(load.words())
                : QueryWords.of(new CorpusGenerator(stackSettings.corpus()).vocabulary());
        workload = new Workload(stackSettings.corpus(), users, words, load.bearer(), Long.getLong("load.seed", 7));
    }

    /**
     * Before the requests of {@code chain}: the user's session, fetched with its credentials the first time
     * and remembered after, puts {@code apiUrl} and {@code accountId} in the Gatling session.
     */
    protected final ChainBuilder withSession(ChainBuilder chain) {
        return doIf(s -> !sessions.containsKey(s.getString("user"))).then(
                        exec(http("JMAP session").get(session.toString()).header("Authorization", "#{authorization}")
                                .check(status().is(200),
                                        jsonPath("$.apiUrl").saveAs("apiUrl"),
                                        jsonPath("$.primaryAccounts['" + MAIL + "']").saveAs("accountId")))
                                .exitHereIfFailed()
                                .exec(s -> {
                                    sessions.putIfAbsent(s.getString("user"),
                                            new JmapSession(s.getString("apiUrl"), s.getString("accountId")));
                                    return s;
                                }))
                .exec(s -> {
                    JmapSession known = sessions.get(s.getString("user"));
                    return s.set("apiUrl", known.apiUrl()).set("accountId", known.accountId());
                })
                .exec(chain);
    }

    /** An {@code Email/query} to the session's API URL, for the session's account, with this filter and extras. */
    protected static HttpRequestActionBuilder emailQuery(String name, Function<Session, String> filter,
                                                         Function<Session, String> extra) {
        return http(name).post("#{apiUrl}").header("Authorization", "#{authorization}")
                .body(StringBody(s -> Workload.query(s.getString("accountId"), filter.apply(s), extra.apply(s))));
    }

    protected final void run(ScenarioBuilder scenario) {
        HttpProtocolBuilder protocol = http.baseUrl(session.resolve("/").toString())
                .contentTypeHeader("application/json")
                .acceptHeader("application/json")
                .shareConnections();
        setUp(inject(scenario))
                .protocols(protocol)
                .maxDuration(load.hardStop())
                .assertions(
                        global().successfulRequests().percent().gte(load.minSuccessPct()),
                        global().responseTime().percentile(99.0).lt((int) load.maxP99().toMillis()));
    }

    private PopulationBuilder inject(ScenarioBuilder scenario) {
        return switch (load.profile()) {
            case OPEN, SMOKE -> scenario.injectOpen(
                    rampUsersPerSec(0.5).to(load.rate()).during(load.ramp()),
                    constantUsersPerSec(load.rate()).during(load.plateau()));
            case CLOSED -> scenario.injectClosed(
                    rampConcurrentUsers(1).to(load.concurrency()).during(load.ramp()),
                    constantConcurrentUsers(load.concurrency()).during(load.plateau()));
            case LADDER -> {
                List<OpenInjectionStep> steps = new ArrayList<>();
                for (int i = 0; i < load.ladderSteps(); i++) {
                    steps.add(constantUsersPerSec(load.ladderStart() + i * load.ladderStep()).during(load.ladderStepTime()));
                }
                yield scenario.injectOpen(steps);
            }
        };
    }

    /** The request, then its line in the request log of {@code load.requestLog}, if one is asked for. */
    protected final ChainBuilder logged(HttpRequestActionBuilder request) {
        return exec(request).exec(requestLog::record);
    }

    /**
     * One request per open-model user; closed-model users repeat theirs until the injection ends, and then
     * stop, so that the run ends with no request in flight.
     */
    protected final ChainBuilder perUser(ChainBuilder request) {
        return load.profile() == LoadSettings.Profile.CLOSED ? during(load.injectionTime()).on(request) : request;
    }

    @Override
    public void before() {
        requestLog.started();
    }

    @Override
    public void after() {
        requestLog.close();
        if (stack != null) {
            stack.close();
        }
    }

}
