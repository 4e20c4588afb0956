package org.jsonpjackson.sim.load;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Each user's JMAP session, as a client keeps it between requests: the first virtual user of a user that
 * {@linkplain #claim claims} it fetches it, the others of that user wait until it is there. A failed fetch
 * frees the claim, so that a later virtual user of that user tries again, as a client logs in again.
 * A check-then-fetch without the claim let two concurrent virtual users of one user both fetch.
 */
final class SessionCache {

    /** What a virtual user is to do. */
    enum Claim { FETCH, WAIT, READY }

    record JmapSession(String apiUrl, String accountId) {
    }

    /** A user's entry: {@code null} session while its fetch is under way. */
    private record Entry(JmapSession session) {
    }

    private static final Entry PENDING = new Entry(null);

    private final Map<String, Entry> entries = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> fetches = new ConcurrentHashMap<>();

    /** Atomically: {@link Claim#FETCH} for the one caller that is to fetch the user's session now. */
    Claim claim(String user) {
        Entry[] before = new Entry[1];
        entries.compute(user, (u, e) -> {
            before[0] = e;
            return e == null ? PENDING : e;
        });
        if (before[0] == null) {
            fetches.computeIfAbsent(user, u -> new AtomicInteger()).incrementAndGet();
            return Claim.FETCH;
        }
        return before[0] == PENDING ? Claim.WAIT : Claim.READY;
    }

    void fetched(String user, JmapSession session) {
        entries.put(user, new Entry(session));
    }

    void failed(String user) {
        entries.remove(user, PENDING);
    }

    Optional<JmapSession> get(String user) {
        Entry e = entries.get(user);
        return e == null ? Optional.empty() : Optional.ofNullable(e.session());
    }

    /** The most fetches any one user's session took: 1 when none failed. */
    int mostFetchesPerUser() {
        return fetches.values().stream().mapToInt(AtomicInteger::get).max().orElse(0);
    }
}
