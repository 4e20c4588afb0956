package org.jsonpjackson.sim.faults;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * New mail arriving all through a fault run, paced: every second, {@code perSecond} deliveries, in order, each
 * tried again half a second after it failed, up to {@value #ATTEMPTS} times, as a mail server or a mail client
 * would. What the receiver acknowledged is what must be found afterwards. The importers say what one delivery is:
 * the service's bulk import ({@code Importer}), or a JMAP upload and {@code Email/import} (James' cluster run).
 *
 * @param <T> what an acknowledged delivery leaves to look for afterwards
 */
public abstract class PacedDelivery<T> implements Runnable {

    /** Tries of one delivery, the first included. */
    public static final int ATTEMPTS = 5;
    private static final long PAUSE_MILLIS = 500;

    private final String name;
    private final int perSecond;
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final List<T> acknowledged = new ArrayList<>();
    private final List<Long> failureMillis = new ArrayList<>();
    private int next;
    private int abandoned;

    /**
     * @param name      what the deliveries are, in the line each failed try prints
     * @param perSecond deliveries a second
     */
    protected PacedDelivery(String name, int perSecond) {
        this.name = name;
        this.perSecond = perSecond;
    }

    /**
     * Delivery number {@code n} (from 0), tried once.
     *
     * @return what the receiver acknowledged
     * @throws Exception when it was refused or failed: the delivery is tried again
     */
    protected abstract List<T> deliver(int n) throws Exception;

    @Override
    public final void run() {
        while (running.get()) {
            long started = System.nanoTime();
            for (int i = 0; i < perSecond && running.get(); i++) {
                if (!attempt(next++)) {
                    return;
                }
            }
            long rest = 1_000 - (System.nanoTime() - started) / 1_000_000;
            if (rest > 0 && !pause(rest)) {
                return;
            }
        }
    }

    /** Tries delivery {@code n} until it is acknowledged or given up; false when interrupted. */
    private boolean attempt(int n) {
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            try {
                List<T> delivered = deliver(n);
                synchronized (this) {
                    acknowledged.addAll(delivered);
                }
                return true;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            } catch (Exception e) {
                synchronized (this) {
                    failureMillis.add(System.currentTimeMillis());
                }
                System.out.println(name + " " + n + " failed, attempt " + attempt + ": " + e.getMessage());
                // once stopped, the run is over: what is not acknowledged by now is not counted as lost
                if (!running.get()) {
                    break;
                }
                if (!pause(PAUSE_MILLIS)) {
                    return false;
                }
            }
        }
        synchronized (this) {
            abandoned++;
        }
        return true;
    }

    private static boolean pause(long millis) {
        try {
            Thread.sleep(millis);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Ends the deliveries: the one under way finishes its try. */
    public void stop() {
        running.set(false);
    }

    /** What the receiver acknowledged so far. */
    public synchronized List<T> acknowledged() {
        return List.copyOf(acknowledged);
    }

    /** When each failed try failed, epoch milliseconds. */
    public synchronized List<Long> failures() {
        return List.copyOf(failureMillis);
    }

    /** Deliveries given up on after {@value #ATTEMPTS} tries. */
    public synchronized int abandoned() {
        return abandoned;
    }
}
