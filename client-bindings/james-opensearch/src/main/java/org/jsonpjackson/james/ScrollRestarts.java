package org.jsonpjackson.james;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jsonpjackson.opensearch.reactor.transport.SearchTransportException;
import org.opensearch.client.opensearch._types.OpenSearchException;
import org.opensearch.client.opensearch._types.ShardStatistics;
import org.opensearch.client.opensearch._types.Time;
import org.opensearch.client.opensearch.core.ClearScrollRequest;
import org.opensearch.client.opensearch.core.ClearScrollResponse;
import org.opensearch.client.opensearch.core.ScrollRequest;
import org.opensearch.client.opensearch.core.ScrollResponse;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.core.search.Hit;
import org.opensearch.client.opensearch.core.search.HitsMetadata;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Mono;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * James' scrolled searches, carried whole through the loss of a page. James pages every search with a scroll
 * ({@code ScrolledSearch}: an IMAP {@code SEARCH} reads every page); a continuation whose connection was lost may
 * have moved the scroll on at the node, so no transport may send it again (the next page would be skipped without a
 * word), and a node that died takes its shards' scroll contexts with it (OpenSearch then answers with failed shards,
 * or a missing context). Either way the page is lost. James would fail the whole search, or, with a client that
 * repeats the continuation, return it short.
 *
 * <p>Here the search is started again instead, from the request that began it, and the new scroll's hits that were
 * already delivered are left out (by document id: each James document is one message in one mailbox), so James
 * reads every hit once and the search is never short. A page whose shards did not all answer counts as lost too.
 * After {@value #MAX_RESTARTS} restarts in one search, or when the first page itself is incomplete, the search
 * fails with an {@link IncompleteSearchException}: a failed search, never a short one.
 *
 * <p>Each restart is logged (a warning, with why and how many hits were already delivered), so that an operator
 * sees a search node's loss in James' log where it cost a search nothing but time.
 *
 * <p>What a scroll has delivered is kept per scroll id this client handed out, until James clears the scroll or
 * the scroll would have expired at the node (its keep-alive, at least a minute), so the memory dies with the
 * client and with each search.
 */
final class ScrollRestarts {

    private static final Logger LOG = LoggerFactory.getLogger(ScrollRestarts.class);

    static final int MAX_RESTARTS = 3;
    /** How long an unused scroll's record is kept when its request names no keep-alive. */
    private static final long DEFAULT_KEEP_NANOS = TimeUnit.MINUTES.toNanos(5);
    private static final int SWEEP_EVERY = 256;

    /** The calls the restarts are made of: the client's own. */
    interface Calls {
        Mono<SearchResponse<ObjectNode>> search(SearchRequest request);

        Mono<ScrollResponse<ObjectNode>> scroll(ScrollRequest request);

        Mono<ClearScrollResponse> clearScroll(ClearScrollRequest request);
    }

    /**
     * A scroll in progress: the request that began it, the ids delivered, the restarts made. A scroll's pages come
     * one after another (James asks for the next once it has the last), so one set grows with them, handed from
     * page to page through the map; a copy per page showed in James' CPU profile at IMAP search rates
     * ({@code HashMap.putVal} under {@code ids}).
     */
    private record Scroll(SearchRequest request, Set<String> delivered, int restarts, long touchedNanos) {

        /** This scroll after a page, its hits added to the delivered ones. */
        Scroll after(List<Hit<ObjectNode>> page) {
            for (Hit<ObjectNode> h : page) {
                delivered.add(h.id());
            }
            return new Scroll(request, delivered, restarts, System.nanoTime());
        }
    }

    private final Calls calls;
    private final Map<String, Scroll> scrolls = new ConcurrentHashMap<>();
    private final AtomicInteger sinceSweep = new AtomicInteger();
    private final AtomicInteger restarted = new AtomicInteger();

    ScrollRestarts(Calls calls) {
        this.calls = calls;
    }

    /** The restarts made so far, by every search of this client. */
    int restarts() {
        return restarted.get();
    }

    /** Scrolls whose record is kept: for tests that check nothing is left behind. */
    int scrollsKept() {
        return scrolls.size();
    }

    Mono<SearchResponse<ObjectNode>> search(SearchRequest request) {
        if (request.scroll() == null) {
            return calls.search(request);
        }
        return calls.search(request).flatMap(first -> {
            if (incomplete(first.shards())) {
                clear(first.scrollId());
                return Mono.error(new IncompleteSearchException("a scrolled search's first page: " + shards(first.shards())));
            }
            keep(first.scrollId(), new Scroll(request, new HashSet<>(), 0, 0).after(first.hits().hits()));
            return Mono.just(first);
        });
    }

    Mono<ScrollResponse<ObjectNode>> scroll(ScrollRequest request) {
        Scroll scroll = scrolls.remove(request.scrollId());
        if (scroll == null) {
            return calls.scroll(request);
        }
        return calls.scroll(request)
                .flatMap(page -> {
                    if (incomplete(page.shards())) {
                        return restart(scroll, request.scrollId(), "a page with failed shards: " + shards(page.shards()));
                    }
                    keep(page.scrollId(), scroll.after(page.hits().hits()));
                    return Mono.just(page);
                })
                .onErrorResume(ScrollRestarts::pageLost, e -> restart(scroll, request.scrollId(), e.toString()));
    }

    Mono<ClearScrollResponse> clearScroll(ClearScrollRequest request) {
        request.scrollId().forEach(scrolls::remove);
        return calls.clearScroll(request);
    }

    /** The search begun again; what comes back first is the next page of hits not yet delivered. */
    private Mono<ScrollResponse<ObjectNode>> restart(Scroll scroll, String lostId, String why) {
        clear(lostId);
        if (scroll.restarts() >= MAX_RESTARTS) {
            return Mono.error(new IncompleteSearchException("a scrolled search lost a page " + (MAX_RESTARTS + 1)
                    + " times, the last: " + why));
        }
        restarted.incrementAndGet();
        LOG.warn("A scrolled search lost a page ({}); starting it again, restart {} of {}, leaving out the {} hits "
                + "already delivered", why, scroll.restarts() + 1, MAX_RESTARTS, scroll.delivered().size());
        Scroll again = new Scroll(scroll.request(), scroll.delivered(), scroll.restarts() + 1, System.nanoTime());
        return calls.search(scroll.request())
                .flatMap(first -> undelivered(again, first.scrollId(), first.hits(), first.shards(), first.took(), first.timedOut()))
                .onErrorResume(ScrollRestarts::pageLost, e -> restart(again, null, e.toString()));
    }

    /**
     * The hits of a restarted scroll's page that were not delivered yet, as the page James gets; a page of nothing
     * but delivered hits is skipped for the next one.
     */
    private Mono<ScrollResponse<ObjectNode>> undelivered(Scroll scroll, String scrollId, HitsMetadata<ObjectNode> hits,
                                                          ShardStatistics shards, long took, boolean timedOut) {
        if (incomplete(shards)) {
            return restart(scroll, scrollId, "a restarted page with failed shards: " + shards(shards));
        }
        List<Hit<ObjectNode>> fresh = hits.hits().stream().filter(h -> !scroll.delivered().contains(h.id())).toList();
        if (fresh.isEmpty() && !hits.hits().isEmpty()) {
            ScrollRequest.Builder next = new ScrollRequest.Builder().scrollId(scrollId);
            if (scroll.request().scroll() != null) {
                next.scroll(scroll.request().scroll());
            }
            return calls.scroll(next.build())
                    .flatMap(page -> undelivered(scroll, page.scrollId(), page.hits(), page.shards(), page.took(), page.timedOut()))
                    .onErrorResume(ScrollRestarts::pageLost, e -> restart(scroll, scrollId, e.toString()));
        }
        keep(scrollId, scroll.after(fresh));
        HitsMetadata.Builder<ObjectNode> page = new HitsMetadata.Builder<ObjectNode>().hits(fresh).maxScore(hits.maxScore());
        if (hits.total() != null) {
            page.total(hits.total());
        }
        return Mono.just(new ScrollResponse.Builder<ObjectNode>().scrollId(scrollId).hits(page.build()).took(took)
                .timedOut(timedOut).shards(shards).build());
    }

    /**
     * Whether a continuation's failure lost its page: the transport failed (the connection was lost, no answer came,
     * the node was unavailable), or OpenSearch answered that the scroll's context is gone or that it could not serve.
     */
    static boolean pageLost(Throwable failure) {
        if (failure instanceof SearchTransportException) {
            return true;
        }
        if (failure instanceof OpenSearchException e) {
            int status = e.status();
            return status == 404 || status >= 500;
        }
        return false;
    }

    private static boolean incomplete(ShardStatistics shards) {
        return shards != null && shards.failed() != null && shards.failed().intValue() > 0;
    }

    private static String shards(ShardStatistics shards) {
        return shards.failed() + " of " + shards.total() + " shards failed";
    }

    private void keep(String scrollId, Scroll scroll) {
        if (scrollId == null) {
            return;
        }
        scrolls.put(scrollId, scroll);
        if (sinceSweep.incrementAndGet() >= SWEEP_EVERY) {
            sinceSweep.set(0);
            long now = System.nanoTime();
            scrolls.values().removeIf(s -> now - s.touchedNanos() > keepNanos(s.request().scroll()));
        }
    }

    /** A scroll's keep-alive, doubled, or five minutes: after it, the node has let the context go too. */
    static long keepNanos(Time keepAlive) {
        if (keepAlive == null || keepAlive.time() == null) {
            return DEFAULT_KEEP_NANOS;
        }
        String t = keepAlive.time().trim();
        int split = 0;
        while (split < t.length() && Character.isDigit(t.charAt(split))) {
            split++;
        }
        if (split == 0) {
            return DEFAULT_KEEP_NANOS;
        }
        long n = Long.parseLong(t.substring(0, split));
        TimeUnit unit = switch (t.substring(split)) {
            case "d" -> TimeUnit.DAYS;
            case "h" -> TimeUnit.HOURS;
            case "m" -> TimeUnit.MINUTES;
            case "s" -> TimeUnit.SECONDS;
            case "ms" -> TimeUnit.MILLISECONDS;
            default -> null;
        };
        return unit == null ? DEFAULT_KEEP_NANOS : Math.max(DEFAULT_KEEP_NANOS, 2 * unit.toNanos(n));
    }

    /** Best effort: the node lets a scroll nobody clears go at its keep-alive anyway. */
    private void clear(String scrollId) {
        if (scrollId == null) {
            return;
        }
        scrolls.remove(scrollId);
        calls.clearScroll(new ClearScrollRequest.Builder().scrollId(scrollId).build())
                .subscribe(done -> { }, ignored -> { });
    }

    /**
     * A scrolled search that could not be read whole: its shards did not all answer, or it lost pages more often
     * than {@value #MAX_RESTARTS} restarts could carry. James fails the search; it is never returned short.
     */
    static final class IncompleteSearchException extends IOException {
        IncompleteSearchException(String message) {
            super("jsonp-jackson's James client: " + message + "; the search fails rather than return short "
                    + "(opensearch.hosts: are enough nodes up to serve every shard?)");
        }
    }
}
