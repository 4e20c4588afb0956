package org.jsonpjackson.sim.load;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/** One session fetch per user, also when its virtual users arrive together. */
class SessionCacheTest {

    @Test
    void ofManyConcurrentVirtualUsersOfOneUserExactlyOneFetches() throws Exception {
        SessionCache cache = new SessionCache();
        int threads = 16;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<SessionCache.Claim>> claims = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                claims.add(pool.submit(() -> {
                    go.await();
                    return cache.claim("alice");
                }));
            }
            go.countDown();
            List<SessionCache.Claim> got = new ArrayList<>();
            for (Future<SessionCache.Claim> claim : claims) {
                got.add(claim.get());
            }
            assertThat(got).filteredOn(c -> c == SessionCache.Claim.FETCH).hasSize(1);
            assertThat(got).filteredOn(c -> c == SessionCache.Claim.WAIT).hasSize(threads - 1);
        } finally {
            pool.shutdownNow();
        }
        assertThat(cache.get("alice")).isEmpty();
        cache.fetched("alice", new SessionCache.JmapSession("http://x/jmap", "alice"));
        assertThat(cache.claim("alice")).isEqualTo(SessionCache.Claim.READY);
        assertThat(cache.get("alice")).hasValue(new SessionCache.JmapSession("http://x/jmap", "alice"));
        assertThat(cache.mostFetchesPerUser()).isEqualTo(1);
    }

    @Test
    void aFailedFetchLetsTheNextVirtualUserTryAgain() {
        SessionCache cache = new SessionCache();
        assertThat(cache.claim("bob")).isEqualTo(SessionCache.Claim.FETCH);
        assertThat(cache.claim("bob")).isEqualTo(SessionCache.Claim.WAIT);
        cache.failed("bob");
        assertThat(cache.claim("bob")).isEqualTo(SessionCache.Claim.FETCH);
        assertThat(cache.mostFetchesPerUser()).isEqualTo(2);
        assertThat(cache.claim("carol")).isEqualTo(SessionCache.Claim.FETCH);
    }
}
