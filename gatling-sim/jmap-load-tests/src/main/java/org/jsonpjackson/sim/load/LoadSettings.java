package org.jsonpjackson.sim.load;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Properties;

/**
 * A load run's settings, from {@code load.*} system properties. Every profile ends by itself: its
 * duration is the sum of its stages, and the simulation is cut off {@link #hardStop()} after that.
 *
 * @param session         the JMAP session resource of the server to load ({@code load.session}, or
 *                        {@code load.url} followed by {@code /.well-known/jmap}); {@code null} to start the
 *                        whole stack in the simulation's JVM
 * @param foreign         whether {@code session} is another server's ({@code load.session}), not our service
 *                        ({@code load.url}) holding our corpus
 * @param provision       whether to load our corpus into the foreign server's accounts first ({@code load.provision})
 * @param users           the users feeder ({@code load.users}); {@code null} for our corpus' users
 * @param words           the query words ({@code load.words}); {@code null} for our corpus' vocabulary
 * @param bearer          whether to log in with bearer tokens instead of passwords ({@code load.auth=bearer})
 * @param profile         the injection profile
 * @param rate            open model: requests per second at the plateau
 * @param ramp            open and closed models: time to reach the plateau
 * @param plateau         open and closed models: time at the plateau
 * @param concurrency     closed model: concurrent users
 * @param ladderStart     ladder: the first rate
 * @param ladderStep      ladder: how much each step adds
 * @param ladderSteps     ladder: how many steps
 * @param ladderStepTime  ladder: how long each step lasts
 * @param minSuccessPct   assertion: the least share of successful requests of each kind, in percent
 * @param maxP99          assertion: the highest 99th percentile response time of the queries (session fetches,
 *                        judged apart, have no latency goal: a server may take long over a user's first)
 * @param maxEmptyPct     above this share of answered queries that matched nothing, in percent, the run warns
 * @param heavyPercent    the share of heavy queries mixed in, in percent ({@code load.heavyPercent}, default 0): each
 *                        asks for every email of the account, newest first, {@code heavyLimit} of them, with the
 *                        total; judged apart from the light queries ({@link RequestKind#HEAVY}), so that the light
 *                        ones' figures show what heavy ones beside them do
 * @param heavyLimit      the {@code limit} of a heavy query ({@code load.heavyLimit}, default
 *                        {@value #DEFAULT_HEAVY_LIMIT}, the most our service returns in one call; RFC 8621 lets a server with a
 *                        lower maximum cap it, and say so in its answer)
 */
public record LoadSettings(URI session, boolean foreign, boolean provision, Path users, Path words, boolean bearer, Profile profile, double rate, Duration ramp, Duration plateau, int concurrency,
                           double ladderStart, double ladderStep, int ladderSteps, Duration ladderStepTime,
                           double minSuccessPct, Duration maxP99, double maxEmptyPct, double heavyPercent, int heavyLimit) {

    public enum Profile {
        /** Constant arrivals per second after a linear ramp: the rate is what the service is offered. */
        OPEN,
        /** A fixed number of users, each sending its next request when the last is answered. */
        CLOSED,
        /** Rising arrival rates, to find the highest rate that meets the latency goal. */
        LADDER,
        /** A short, light open-model run proving the chain works; what CI runs. */
        SMOKE
    }

    /**
     * The default of {@code load.maxEmptyPercent}. Our corpus' mix leaves about a quarter of its queries empty by design
     * (rare senders, narrow date ranges); a run against a server without the words it asks for leaves all of them.
     */
    static final double DEFAULT_MAX_EMPTY_PERCENT = 50;

    /** The default of {@code load.heavyLimit}. */
    static final int DEFAULT_HEAVY_LIMIT = 256;

    public LoadSettings {
        if (!(heavyPercent < 100)) {
            throw new IllegalArgumentException("load.heavyPercent must be below 100, the light queries need a share: "
                    + heavyPercent);
        }
        if (heavyLimit < 1) {
            throw new IllegalArgumentException("load.heavyLimit must be at least 1: " + heavyLimit);
        }
    }

    public static LoadSettings from(Properties p) {
        String url = p.getProperty("load.url");
        String session = p.getProperty("load.session");
        String auth = p.getProperty("load.auth", "basic").trim().toLowerCase(Locale.ROOT);
        if (!auth.equals("basic") && !auth.equals("bearer")) {
            throw new IllegalArgumentException("load.auth must be basic or bearer: " + auth);
        }
        Profile profile = Profile.valueOf(p.getProperty("load.profile", "open").trim().toUpperCase(Locale.ROOT));
        boolean smoke = profile == Profile.SMOKE;
        return new LoadSettings(
                session != null && !session.isBlank() ? URI.create(session.trim())
                        : url != null && !url.isBlank() ? URI.create(url.trim().replaceAll("/+$", "") + "/.well-known/jmap")
                        : null,
                session != null && !session.isBlank(),
                Boolean.parseBoolean(p.getProperty("load.provision", "false").trim()),
                path(p, "load.users"),
                path(p, "load.words"),
                auth.equals("bearer"),
                profile,
                number(p, "load.rate", smoke ? 5 : 50),
                Duration.ofSeconds((long) number(p, "load.rampSeconds", smoke ? 3 : 10)),
                Duration.ofSeconds((long) number(p, "load.seconds", smoke ? 15 : 60)),
                (int) number(p, "load.concurrency", 8),
                number(p, "load.ladder.start", 25),
                number(p, "load.ladder.step", 25),
                (int) number(p, "load.ladder.steps", 8),
                Duration.ofSeconds((long) number(p, "load.ladder.stepSeconds", 20)),
                number(p, "load.minSuccessPercent", 99),
                Duration.ofMillis((long) number(p, "load.maxP99Millis", smoke ? 5_000 : 100)),
                number(p, "load.maxEmptyPercent", DEFAULT_MAX_EMPTY_PERCENT),
                number(p, "load.heavyPercent", 0),
                (int) number(p, "load.heavyLimit", DEFAULT_HEAVY_LIMIT));
    }

    private static Path path(Properties p, String key) {
        String value = p.getProperty(key);
        if (value == null || value.isBlank()) {
            return null;
        }
        Path path = Path.of(value.trim());
        if (!Files.isReadable(path)) {
            throw new IllegalArgumentException(key + " names no readable file: " + path.toAbsolutePath());
        }
        return path;
    }

    private static double number(Properties p, String key, double otherwise) {
        String value = p.getProperty(key);
        if (value == null || value.isBlank()) {
            return otherwise;
        }
        try {
            double n = Double.parseDouble(value.trim());
            if (n < 0 || Double.isNaN(n)) {
                throw new IllegalArgumentException(key + " must not be negative: " + value);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a number: " + value, e);
        }
    }

    /** How long the injection lasts. */
    public Duration injectionTime() {
        return profile == Profile.LADDER ? ladderStepTime.multipliedBy(ladderSteps) : ramp.plus(plateau);
    }

    /** When the simulation is stopped whatever happens: the injection time and half a minute to drain. */
    public Duration hardStop() {
        return injectionTime().plusSeconds(30);
    }
}
