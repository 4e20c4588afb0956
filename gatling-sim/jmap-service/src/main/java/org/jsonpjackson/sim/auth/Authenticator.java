package org.jsonpjackson.sim.auth;

import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Checks the {@code Authorization} header of a request: HTTP Basic against the users table, or a bearer
 * token. A password check costs a PBKDF2 hash, so it runs on {@code hashing} (never the event loop) and a
 * header that passed is remembered, by its digest, for {@link #REMEMBER}: a client sending the same
 * credentials on every request pays the hash once. A failed check is never remembered, and a changed
 * password is a different header.
 */
public final class Authenticator {

    /** How long a checked header stays trusted. */
    static final Duration REMEMBER = Duration.ofMinutes(10);
    /** At most this many remembered headers; past it the memory starts again empty. */
    static final int MAX_REMEMBERED = 100_000;

    private record Remembered(Principal principal, long untilNanos) {
    }

    private final Users users;
    private final Scheduler hashing;
    private final LongSupplier clock;
    private final ConcurrentHashMap<String, Remembered> remembered = new ConcurrentHashMap<>();
    private final AtomicLong passwordChecks = new AtomicLong();

    public Authenticator(Users users, Scheduler hashing) {
        this(users, hashing, System::nanoTime);
    }

    Authenticator(Users users, Scheduler hashing, LongSupplier clock) {
        this.users = users;
        this.hashing = hashing;
        this.clock = clock;
    }

    /**
     * The principal for an {@code Authorization} header value ({@code null} if the request had none); fails
     * with {@link Unauthenticated} when it is missing, malformed, or wrong.
     */
    public Mono<Principal> authenticate(String authorization) {
        if (authorization == null || authorization.isBlank()) {
            return Mono.error(new Unauthenticated("No credentials: send Authorization: Basic or Bearer"));
        }
        int space = authorization.indexOf(' ');
        String scheme = space < 0 ? authorization : authorization.substring(0, space);
        String value = space < 0 ? "" : authorization.substring(space + 1).trim();
        if (scheme.equalsIgnoreCase("Bearer")) {
            return users.checkToken(value).map(Mono::just)
                    .orElseGet(() -> Mono.error(new Unauthenticated("Unknown bearer token")));
        }
        if (!scheme.equalsIgnoreCase("Basic")) {
            return Mono.error(new Unauthenticated("Unsupported authentication scheme " + scheme));
        }
        String key = Users.digest(authorization);
        Remembered known = remembered.get(key);
        if (known != null && known.untilNanos - clock.getAsLong() > 0) {
            return Mono.just(known.principal);
        }
        String[] userAndPassword = decode(value);
        if (userAndPassword == null) {
            return Mono.error(new Unauthenticated("Malformed Basic credentials"));
        }
        return Mono.fromCallable(() -> {
                    passwordChecks.incrementAndGet();
                    return users.checkPassword(userAndPassword[0], userAndPassword[1]);
                })
                .subscribeOn(hashing)
                .flatMap(checked -> checked.map(principal -> {
                    if (remembered.size() >= MAX_REMEMBERED) {
                        remembered.clear();
                    }
                    remembered.put(key, new Remembered(principal, clock.getAsLong() + REMEMBER.toNanos()));
                    return Mono.just(principal);
                }).orElseGet(() -> Mono.error(new Unauthenticated("Wrong user name or password"))));
    }

    private static String[] decode(String base64) {
        String decoded;
        try {
            decoded = new String(Base64.getDecoder().decode(base64), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return null;
        }
        int colon = decoded.indexOf(':');
        return colon < 0 ? null : new String[] {decoded.substring(0, colon), decoded.substring(colon + 1)};
    }

    /** How many password hashes this authenticator has computed: what the memory saves. */
    long passwordChecks() {
        return passwordChecks.get();
    }

    /** A request without valid credentials: HTTP 401. */
    public static final class Unauthenticated extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unauthenticated(String message) {
            super(message, null, false, false);
        }
    }
}
