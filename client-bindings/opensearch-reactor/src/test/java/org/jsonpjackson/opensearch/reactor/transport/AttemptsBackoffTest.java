package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import reactor.core.publisher.Mono;
import reactor.test.StepVerifier;
import reactor.test.scheduler.VirtualTimeScheduler;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tries of one request on virtual time: when each goes (at once to a host not yet tried, else after a wait
 * that grows from the first delay, with jitter, up to {@link Attempts#MAX_RETRY_DELAY}), how many there are, and
 * what ends the call. Each try is a scripted outcome instead of an exchange over HTTP, so no test waits on the
 * wall clock. Attempts keeps its hosts' skip clock on {@link System#nanoTime}, so these tests say when tries go
 * and how many there are, never which host a try after a wait goes to (HostsTest does, on a clock of its own).
 */
class AttemptsBackoffTest {

    private static final Duration FIRST_DELAY = Duration.ofMillis(100);
    /** Longer than all the waits of any run here (41 retries of at most 2 s). */
    private static final Duration PAST_EVERY_WAIT = Duration.ofHours(1);
    /** A wall-clock bound for a run that never ends (a bug), so that it fails rather than hangs. */
    private static final Duration HANG = Duration.ofSeconds(30);
    /** How many runs a table row samples the jitter with. */
    private static final int SAMPLES = 30;

    private static final String[] HOSTS = {"http://a:9200", "http://b:9200", "http://c:9200"};

    private static Codec.Encoded encoded(boolean safeToRepeat) {
        return new Codec.Encoded("POST", "/mail/_search?size=1", Map.of(), Codec.JSON, new byte[0], safeToRepeat);
    }

    private static SearchClientConfig config(int hosts, int maxRetries, Duration firstDelay) {
        SearchClientConfig.Builder config = SearchClientConfig.builder().retries(maxRetries, firstDelay);
        for (int i = 0; i < hosts; i++) {
            config.host(HOSTS[i]);
        }
        return config.build();
    }

    /**
     * One call: its own virtual clock, and the exchange each try gets. {@code script} gives try {@code n}'s outcome
     * (from 0): a {@link Throwable} to fail with, or a status to answer with.
     */
    private static final class Run implements Attempts.Exchange {
        private final IntFunction<Object> script;
        private final VirtualTimeScheduler time = VirtualTimeScheduler.create();
        private final Attempts attempts;
        /** When each try went, in virtual millis, and where. */
        final List<Long> at = new ArrayList<>();
        final List<URI> to = new ArrayList<>();
        /** Each try's failure or response. */
        final List<Object> outcomes = new ArrayList<>();
        /** The bodies of the responses, to see which were given back. */
        final List<ByteBuf> bodies = new ArrayList<>();

        Run(SearchClientConfig config, IntFunction<Object> script) {
            this.script = script;
            this.attempts = new Attempts(config, this, time);
        }

        @Override
        public Mono<RawResponse> exchange(URI host, Codec.Encoded encoded, ResponseSlot slot) {
            return Mono.defer(() -> {
                int n = at.size();
                at.add(time.now(TimeUnit.MILLISECONDS));
                to.add(host);
                Object outcome = script.apply(n);
                if (outcome instanceof Throwable failure) {
                    outcomes.add(failure);
                    return Mono.error(failure);
                }
                ByteBuf body = Unpooled.copiedBuffer("try " + n, StandardCharsets.UTF_8);
                RawResponse raw = new RawResponse(encoded.method, host + encoded.pathAndQuery, (Integer) outcome, "",
                        "HTTP/1.1", new DefaultHttpHeaders(), body);
                // as HttpStack does: the slot owns what the exchange collected
                slot.park(raw);
                outcomes.add(raw);
                bodies.add(body);
                return Mono.just(raw);
            });
        }

        StepVerifier.Step<RawResponse> call(Codec.Encoded encoded) {
            return StepVerifier.withVirtualTime(() -> attempts.run(encoded, new ResponseSlot()), () -> time, Long.MAX_VALUE)
                    .thenAwait(PAST_EVERY_WAIT);
        }

        /** Run to its end, whatever it is. */
        Run ended(Codec.Encoded encoded) {
            StepVerifier.withVirtualTime(() -> attempts.run(encoded, new ResponseSlot()).materialize(), () -> time,
                            Long.MAX_VALUE)
                    .thenAwait(PAST_EVERY_WAIT)
                    .expectNextCount(1)
                    .expectComplete()
                    .verify(HANG);
            return this;
        }

        /** The time between each try and the one before it. */
        List<Long> gaps() {
            List<Long> gaps = new ArrayList<>();
            for (int i = 1; i < at.size(); i++) {
                gaps.add(at.get(i) - at.get(i - 1));
            }
            return gaps;
        }
    }

    private static IntFunction<Object> refusing() {
        return n -> new CannotConnectException("Cannot connect: try " + n, SearchClientConfig.HOSTS, 1,
                new ConnectException("refused " + n));
    }

    /**
     * The first delay, how many waits came before, and the bounds (millis, inclusive) of the next wait: the first
     * delay doubled for each wait before, at most 2 s, then moved by up to half either way, never below the first
     * delay nor above 2 s; a first delay of 2 s or more leaves no room to move, and is waited as it is.
     */
    @ParameterizedTest(name = "first {0} ms, after {1} waits: {2} to {3} ms")
    @CsvSource({
            "100, 0, 100, 149", "100, 1, 100, 299", "100, 2, 200, 599", "100, 3, 400, 1199", "100, 4, 800, 1999",
            "100, 5, 1000, 1999", "100, 6, 1000, 1999", "100, 40, 1000, 1999",
            "1500, 0, 1500, 1999", "1500, 1, 1500, 1999",
            "2000, 0, 2000, 2000", "2000, 3, 2000, 2000",
            "5000, 0, 5000, 5000", "5000, 2, 5000, 5000"})
    void eachWaitIsWithinItsBounds(long firstMillis, int waitsBefore, long atLeast, long atMost) {
        SearchClientConfig config = config(1, waitsBefore + 1, Duration.ofMillis(firstMillis));
        for (int sample = 0; sample < SAMPLES; sample++) {
            Run run = new Run(config, refusing()).ended(encoded(true));
            // one host: every retry comes after a wait
            assertThat(run.gaps()).hasSize(waitsBefore + 1);
            assertThat(run.gaps().get(waitsBefore)).isBetween(atLeast, atMost);
        }
    }

    /** So that clients that failed together do not come back together. */
    @Test
    void theWaitIsJittered() {
        Set<Long> firstWaits = new HashSet<>();
        for (int sample = 0; sample < SAMPLES; sample++) {
            firstWaits.add(new Run(config(1, 1, FIRST_DELAY), refusing()).ended(encoded(true)).gaps().get(0));
        }
        // 30 draws of 50 values: all alike once in 50^29 runs
        assertThat(firstWaits).hasSizeGreaterThan(1);
    }

    static Stream<Arguments> triedAgain() {
        return Stream.of(
                Arguments.of("refused", refusing()),
                Arguments.of("no response in time",
                        (IntFunction<Object>) n -> new ResponseTimeoutException("silent " + n, null)),
                Arguments.of("connection lost", (IntFunction<Object>) n -> new IOException("Connection reset by peer")),
                Arguments.of("answered 503", (IntFunction<Object>) n -> 503));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("triedAgain")
    void aRetryGoesAtOnceToEachHostNotYetTriedAndOnlyThenTheWaitsBegin(String what, IntFunction<Object> outcome) {
        Run run = new Run(config(3, 5, FIRST_DELAY), outcome).ended(encoded(true));
        assertThat(run.to.subList(0, 3)).as("one try on each host").containsExactlyInAnyOrder(
                URI.create(HOSTS[0]), URI.create(HOSTS[1]), URI.create(HOSTS[2]));
        List<Long> gaps = run.gaps();
        assertThat(gaps.subList(0, 2)).as("the failovers").containsOnly(0L);
        // the failovers were no waits: the first wait is the first delay's, and grows from there
        assertThat(gaps.get(2)).isBetween(100L, 149L);
        assertThat(gaps.get(3)).isBetween(100L, 299L);
        assertThat(gaps.get(4)).isBetween(200L, 599L);
    }

    /** Hosts, retries allowed: each retry is one try more, failovers and waits alike, and the first one is no retry. */
    @ParameterizedTest(name = "{0} hosts, {1} retries")
    @CsvSource({"1, 0", "1, 1", "1, 3", "2, 0", "2, 1", "2, 3", "3, 7"})
    void aCallRefusedEachTimeIsTriedOnceAndOnceMorePerRetry(int hosts, int maxRetries) {
        Run run = new Run(config(hosts, maxRetries, FIRST_DELAY), refusing());
        run.call(encoded(true))
                .expectErrorSatisfies(e -> assertThat(e).isInstanceOfSatisfying(CannotConnectException.class,
                                c -> assertThat(c.attempts()).isEqualTo(maxRetries + 1))
                        .hasMessageStartingWith("No host could be reached after " + (maxRetries + 1) + " attempts")
                        .hasMessageContaining(SearchClientConfig.MAX_RETRIES))
                .verify(HANG);
        assertThat(run.at).hasSize(maxRetries + 1);
    }

    /** A refused connection carried nothing, so even a request that is not safe to repeat goes again. */
    @ParameterizedTest(name = "safe to repeat: {0}")
    @ValueSource(booleans = {true, false})
    void aCallRefusedEachTimeEndsWithTheLastRefusal(boolean safe) {
        Run run = new Run(config(2, 3, FIRST_DELAY), refusing());
        run.call(encoded(safe))
                .expectErrorSatisfies(e -> assertThat(e).isInstanceOf(CannotConnectException.class)
                        .hasMessageContaining("Cannot connect: try 3")
                        .hasCause(((Throwable) run.outcomes.get(3)).getCause()))
                .verify(HANG);
        assertThat(run.at).hasSize(4);
    }

    @ParameterizedTest(name = "safe to repeat: {0}, sent {1} times")
    @CsvSource({"true, 4", "false, 1"})
    void aLostConnectionEndsTheCallSayingHowOftenItWasSent(boolean safe, int tries) {
        Run run = new Run(config(2, 3, FIRST_DELAY), n -> new IOException("Connection reset by peer " + n));
        run.call(encoded(safe))
                .expectErrorSatisfies(e -> assertThat(e).isInstanceOfSatisfying(ConnectionLostException.class, lost -> {
                            assertThat(lost.attempts()).isEqualTo(tries);
                            assertThat(lost.safeToRepeat()).isEqualTo(safe);
                        })
                        .hasMessageContaining("POST /mail/_search ")
                        .hasCause((Throwable) run.outcomes.get(tries - 1)))
                .verify(HANG);
        assertThat(run.at).hasSize(tries);
    }

    @ParameterizedTest(name = "safe to repeat: {0}, sent {1} times")
    @CsvSource({"true, 4", "false, 1"})
    void aSilentNodeEndsTheCallWithTheLastTrysTimeout(boolean safe, int tries) {
        Run run = new Run(config(2, 3, FIRST_DELAY), n -> new ResponseTimeoutException("silent " + n, null));
        run.call(encoded(safe))
                .expectErrorSatisfies(e -> assertThat(e).isSameAs(run.outcomes.get(tries - 1)))
                .verify(HANG);
        assertThat(run.at).hasSize(tries);
    }

    static Stream<Arguments> notTriedAgain() {
        return Stream.of(
                Arguments.of(new PoolAcquireTimeoutException("pool busy", null)),
                Arguments.of(new ResponseTooLargeException("too large", 10)),
                Arguments.of(new TlsFailureException("untrusted", null)),
                Arguments.of(new IllegalStateException("a bug")));
    }

    /** Not the node's doing: even a request safe to repeat ends with its first try's failure. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("notTriedAgain")
    void aFailureNotToTryAgainEndsTheCallAtOnce(Throwable failure) {
        Run run = new Run(config(2, 3, FIRST_DELAY), n -> failure);
        run.call(encoded(true))
                .expectErrorSatisfies(e -> assertThat(e).isSameAs(failure))
                .verify(HANG);
        assertThat(run.at).hasSize(1);
    }

    /** The status every try answers, whether the request is safe to repeat, and how many tries it gets. */
    @ParameterizedTest(name = "{0}, safe to repeat: {1}: {2} tries")
    @CsvSource({
            "502, true, 4", "503, true, 4", "504, true, 4", "503, false, 1", "500, true, 1", "429, true, 1",
            "404, true, 1", "200, true, 1"})
    void anAnswerEndsTheCallAsItCameOnceNotToBeTriedAgain(int status, boolean safe, int tries) {
        Run run = new Run(config(2, 3, FIRST_DELAY), n -> status);
        run.call(encoded(safe))
                .assertNext(raw -> assertThat(raw).isSameAs(run.outcomes.get(tries - 1)))
                .verifyComplete();
        assertThat(run.at).hasSize(tries);
    }

    /** An answer tried again holds pooled memory that nobody will read: it goes back before the next try. */
    @Test
    void theAnswersTriedAgainAreReleasedAndTheLastIsNot() {
        Run run = new Run(config(2, 3, FIRST_DELAY), n -> 503);
        run.call(encoded(true)).expectNextCount(1).verifyComplete();
        assertThat(run.bodies).hasSize(4);
        assertThat(run.bodies.subList(0, 3)).allSatisfy(body -> assertThat(body.refCnt()).isZero());
        assertThat(run.bodies.get(3).refCnt()).as("the caller's to decode and release").isEqualTo(1);
        run.bodies.get(3).release();
    }

    @Test
    void aTryThatIsAnsweredEndsTheTries() {
        Run run = new Run(config(1, 5, FIRST_DELAY), n -> n < 2 ? refusing().apply(n) : 200);
        run.call(encoded(true))
                .assertNext(raw -> assertThat(raw.status).isEqualTo(200))
                .verifyComplete();
        assertThat(run.at).hasSize(3);
    }
}
