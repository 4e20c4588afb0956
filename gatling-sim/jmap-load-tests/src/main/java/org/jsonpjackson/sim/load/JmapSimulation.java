package org.jsonpjackson.sim.load;

import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Choice;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;
import org.jsonpjackson.sim.stack.StackProcess;
import org.jsonpjackson.sim.stack.StackSettings;
import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusUsers;
import org.jsonpjackson.sim.jmapclient.JmapClient;
import org.jsonpjackson.sim.provision.Provisioning;

import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

import static io.gatling.javaapi.core.CoreDsl.*;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

/**
 * What both simulations share: the target, the users, the JMAP session, the injection profile, and the
 * assertions. The target is the JMAP server whose session resource is {@code load.session}, or the service at
 * {@code load.url}, or a whole stack started from the {@code sim.*} settings in a JVM of its own
 * ({@link StackProcess}: the embedded node and the service on Netty 4.1, where this JVM has Gatling's Netty 4.2)
 * and stopped at the end. The
 * users are the rows of {@code load.users}, or our corpus' users. Each virtual user logs in, fetches its
 * session once, and then sends its requests to the session's {@code apiUrl} for the session's primary mail
 * account, as a JMAP client does.
 */
abstract class JmapSimulation extends Simulation {

    private static final String MAIL = "urn:ietf:params:jmap:mail";
    private static final String CLAIM = "sessionClaim";
    private static final String FETCH_FAILED = "sessionFetchFailed";

    protected final LoadSettings load = LoadSettings.from(System.getProperties());
    protected final StackSettings stackSettings = StackSettings.from(System.getProperties());
    private final RequestLog requestLog = RequestLog.fromProperty();
    private final StackProcess stack;
    private final URI session;
    protected final Workload workload;
    /** Each user's session, fetched once by the first of its virtual users; what a client keeps between requests. */
    private final SessionCache sessions = new SessionCache();
    private final AtomicLong answeredQueries = new AtomicLong();
    private final AtomicLong emptyQueries = new AtomicLong();
    private final long startedMillis = System.currentTimeMillis();
    private final Path runFacts = runFactsFile();

    protected JmapSimulation() {
        // first, so that the summary knows this run began, even if what follows fails
        writeFacts(false, "");
        try {
            Setup setup = setUpTarget();
            stack = setup.stack();
            session = setup.session();
            workload = setup.workload();
        } catch (RuntimeException | Error e) {
            // Gatling only logs a crash in a simulation's constructor; the summary must say what it was
            writeFacts(false, e.toString());
            throw e;
        }
    }

    /** What the constructor sets up before the scenario is defined. */
    private record Setup(StackProcess stack, URI session, Workload workload) {
    }

    private Setup setUpTarget() {
        StackProcess stack;
        URI session;
        List<LoadUsers.User> users;
        CorpusGenerator corpus = new CorpusGenerator(stackSettings.corpus());
        TargetMail mail = null;
        QueryWords words = load.words() != null ? QueryWords.read(load.words()) : null;
        if (load.session() == null) {
            // the base URL is needed now, while the simulation is being defined, so the stack starts now
            stack = StackProcess.start(System.getProperties(),
                    Path.of(System.getProperty("sim.usersFile", "target/jmap-users.csv")));
            session = stack.session();
            users = load.users() != null ? LoadUsers.read(load.users())
                    : LoadUsers.of(CorpusUsers.of(stackSettings.corpus(), stackSettings.access().secret()));
            System.out.printf(Locale.ROOT, "Stack up at %s in its own JVM (pid %d: %s); Gatling's JVM: Netty %s%n",
                    stack.serviceUri(), stack.pid(), stack.versions(),
                    io.netty.util.Version.identify().get("netty-common").artifactVersion());
        } else {
            stack = null;
            session = load.session();
            // without a feeder, the target is taken for our service on the same corpus and secret
            users = load.users() != null ? LoadUsers.read(load.users())
                    : LoadUsers.of(CorpusUsers.of(stackSettings.corpus(), stackSettings.access().secret()));
        }
        if (!load.foreign()) {
            // our service, on our corpus: its words, mailboxes, senders and dates are known
            mail = TargetMail.ofCorpus(corpus, users);
            words = words != null ? words : QueryWords.of(corpus.vocabulary());
        } else {
            List<JmapClient> clients = clients(session, users);
            if (load.provision()) {
                Provisioning.run(corpus, clients);
            }
            if (words == null || usesMailboxes()) {
                // another server: what its accounts hold is asked of it, through JMAP
                mail = TargetMail.discover(clients);
                System.out.printf(Locale.ROOT, "Discovered %d users' mailboxes, %d senders, %d recipients, %d subject words, "
                                + "mail received %s to %s%n", users.size(), mail.senders().size(), mail.recipients().size(),
                        mail.words().size(), mail.first(), mail.last());
            }
            if (words == null) {
                TargetMail found = mail;
                words = mail.queryWords().orElseThrow(() -> new IllegalStateException("Without -Dload.words, the words "
                        + "come from the server's mail, and the subjects sampled from " + found.mailboxes().size()
                        + " users' accounts hold no word of three letters or more: give -Dload.words"));
            }
        }
        if (mail == null) {
            // text searches alone, with the operator's words: no mailbox is needed
            mail = TargetMail.ofCorpus(corpus, users);
        }
        return new Setup(stack, session, new Workload(mail, users, words, load.bearer(), Long.getLong("load.seed", 7)));
    }

    /** Whether the simulation's requests name mailboxes, senders or dates, which another server's must be found for. */
    protected abstract boolean usesMailboxes();

    private List<JmapClient> clients(URI session, List<LoadUsers.User> users) {
        HttpClient http = JmapClient.newHttpClient();
        return users.stream().map(u -> new JmapClient(http, session, u.authorization(load.bearer()), u.name())).toList();
    }

    /**
     * Before the requests of {@code chain}: the user's session puts {@code apiUrl} and {@code accountId} in the
     * Gatling session. The first virtual user of a user fetches it (in the group {@link RequestKind#SESSION}, so
     * that a fetch and its redirect hops count as one request, failed if any hop failed); the others of that user
     * wait for it. A virtual user whose own fetch failed stops there, as a client that cannot log in does.
     */
    protected final ChainBuilder withSession(ChainBuilder chain) {
        ChainBuilder fetch = exec(s -> s.remove("apiUrl").remove("accountId"))
                .group(RequestKind.SESSION.group).on(
                        exec(http(RequestKind.SESSION.group).get(session.toString()).header("Authorization", "#{authorization}")
                                .check(status().is(200),
                                        jsonPath("$.apiUrl").saveAs("apiUrl"),
                                        jsonPath("$.primaryAccounts['" + MAIL + "']").saveAs("accountId"))))
                .exec(s -> {
                    String user = s.getString("user");
                    if (s.contains("apiUrl") && s.contains("accountId")) {
                        sessions.fetched(user, new SessionCache.JmapSession(s.getString("apiUrl"), s.getString("accountId")));
                        return s;
                    }
                    sessions.failed(user);
                    return s.set(FETCH_FAILED, true);
                })
                .exitHereIf(s -> s.contains(FETCH_FAILED));
        return asLongAs(s -> sessions.get(s.getString("user")).isEmpty()).on(
                        exec(s -> s.set(CLAIM, sessions.claim(s.getString("user")).name()))
                                .doSwitch("#{" + CLAIM + "}").on(
                                        onCase(SessionCache.Claim.FETCH.name()).then(fetch),
                                        // another virtual user of this user is fetching it: a client would wait too
                                        onCase(SessionCache.Claim.WAIT.name()).then(pause(Duration.ofMillis(10)))))
                .exec(s -> {
                    SessionCache.JmapSession known = sessions.get(s.getString("user")).orElseThrow();
                    return s.set("apiUrl", known.apiUrl()).set("accountId", known.accountId());
                })
                .exec(chain);
    }

    /** An {@code Email/query} to the session's API URL, for the session's account, with this filter and extras. */
    protected static HttpRequestActionBuilder emailQuery(String name, Function<Session, String> filter,
                                                         Function<Session, String> extra) {
        return emailQuery(name, filter, Workload.PAGE, extra);
    }

    private static HttpRequestActionBuilder emailQuery(String name, Function<Session, String> filter, int limit,
                                                       Function<Session, String> extra) {
        return http(name).post("#{apiUrl}").header("Authorization", "#{authorization}")
                .body(StringBody(s -> Workload.query(s.getString("accountId"), filter.apply(s), limit, extra.apply(s))));
    }

    /**
     * {@code light}, or, in {@code load.heavyPercent} percent of the users, a heavy query in its place: the whole
     * account, {@code load.heavyLimit} ids and the total, in the group {@link RequestKind#HEAVY}.
     */
    protected final ChainBuilder withHeavy(ChainBuilder light) {
        if (load.heavyPercent() == 0) {
            return light;
        }
        ChainBuilder heavy = feed(workload.heavyQueries())
                .exec(withSession(logged(RequestKind.HEAVY, emailQuery("Email/query heavy", s -> s.getString("filter"),
                        load.heavyLimit(), s -> ",\"calculateTotal\":true").check(JmapChecks.emailQuery(load.heavyLimit())))));
        return randomSwitchOrElse().on(new Choice.WithWeight(load.heavyPercent(), heavy)).orElse(light);
    }

    protected final void run(ScenarioBuilder scenario) {
        HttpProtocolBuilder protocol = http.baseUrl(session.resolve("/").toString())
                .contentTypeHeader("application/json")
                .acceptHeader("application/json")
                .shareConnections();
        setUp(inject(scenario))
                .protocols(protocol)
                .maxDuration(load.hardStop())
                // each kind judged apart: a user's first session fetch may take a server far longer than a query
                .assertions(assertions());
    }

    private List<Assertion> assertions() {
        List<Assertion> assertions = new ArrayList<>(List.of(
                details(RequestKind.QUERY.group).successfulRequests().percent().gte(load.minSuccessPct()),
                details(RequestKind.QUERY.group).responseTime().percentile(99.0).lt((int) load.maxP99().toMillis()),
                details(RequestKind.SESSION.group).successfulRequests().percent().gte(load.minSuccessPct())));
        if (load.heavyPercent() > 0) {
            // heavy queries have no latency goal: they are there to load the server beside the light ones
            assertions.add(details(RequestKind.HEAVY.group).successfulRequests().percent().gte(load.minSuccessPct()));
        }
        return assertions;
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

    /**
     * The request, in the group {@link RequestKind#QUERY}; then its line in the request log of
     * {@code load.requestLog}, if one is asked for, and whether it matched nothing.
     */
    protected final ChainBuilder logged(HttpRequestActionBuilder request) {
        return logged(RequestKind.QUERY, request);
    }

    private ChainBuilder logged(RequestKind kind, HttpRequestActionBuilder request) {
        return group(kind.group).on(exec(request))
                .exec(s -> {
                    if (s.contains(JmapChecks.ID_COUNT)) {
                        answeredQueries.incrementAndGet();
                        if (s.getInt(JmapChecks.ID_COUNT) == 0) {
                            emptyQueries.incrementAndGet();
                        }
                    }
                    return s.remove(JmapChecks.ID_COUNT);
                })
                .exec(requestLog::record);
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
        writeFacts(true, "");
        if (stack != null) {
            stack.close();
        }
    }

    private void writeFacts(boolean finished, String setupFailure) {
        if (runFacts != null) {
            new RunFacts(startedMillis, getClass().getName(), load.minSuccessPct(), load.maxP99().toMillis(),
                    load.maxEmptyPct(), answeredQueries.get(), emptyQueries.get(), sessions.mostFetchesPerUser(), finished,
                    setupFailure).writeTo(runFacts);
        }
    }

    private static Path runFactsFile() {
        String file = System.getProperty(RunFacts.PROPERTY);
        return file == null || file.isBlank() ? null : Path.of(file.trim());
    }
}
