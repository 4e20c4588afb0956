package org.jsonpjackson.sim.load;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;
import org.jsonpjackson.sim.MailSearchStack;
import org.jsonpjackson.sim.StackSettings;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static io.gatling.javaapi.core.CoreDsl.*;
import static io.gatling.javaapi.http.HttpDsl.http;

/**
 * What both simulations share: the target (the service at {@code load.url}, or a whole stack started here
 * from the {@code sim.*} settings and stopped at the end), the injection profile, and the assertions.
 */
abstract class JmapSimulation extends Simulation {

    protected final LoadSettings load = LoadSettings.from(System.getProperties());
    protected final StackSettings stackSettings = StackSettings.from(System.getProperties());
    protected final Workload workload = new Workload(stackSettings.corpus(), Long.getLong("load.seed", 7));
    private final RequestLog requestLog = RequestLog.fromProperty();
    private final MailSearchStack stack;
    private final URI target;

    protected JmapSimulation() {
        if (load.target() == null) {
            // the base URL is needed now, while the simulation is being defined, so the stack starts here
            stack = MailSearchStack.start(stackSettings);
            target = stack.serviceUri();
            System.out.printf(Locale.ROOT, "Stack up at %s; %d messages indexed in %d ms%n", target, stack.loaded(),
                    stack.loadTime().toMillis());
        } else {
            stack = null;
            target = load.target();
        }
    }

    protected final void run(ScenarioBuilder scenario) {
        HttpProtocolBuilder protocol = http.baseUrl(target.toString())
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
