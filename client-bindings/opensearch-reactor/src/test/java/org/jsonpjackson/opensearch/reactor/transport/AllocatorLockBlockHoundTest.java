package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.buffer.AdaptiveByteBufAllocator;
import org.junit.jupiter.api.Test;
import reactor.core.scheduler.Schedulers;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.StampedLock;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link NettyAllocatorBlockHoundIntegration} (installed, with Reactor's and Netty's own integrations, for every test
 * of this module) lets a non-blocking thread wait in the adaptive allocator's {@code Magazine.free} for the
 * magazine's lock, which another thread's allocation holds: the wait that failed calls under load on Netty 4.2.
 *
 * <p>The magazine is a fresh allocator's own, found by walking its fields (Netty 4.1 and 4.2 nest it differently);
 * this test holds its lock, a Reactor parallel thread (non-blocking) frees the magazine, and the test lets go only
 * once the JVM reports that thread parked on that very lock, so it cannot pass by the thread not having got there.
 */
class AllocatorLockBlockHoundTest {

    @Test
    void freeingAMagazineWhoseLockAnotherThreadHoldsMayWaitOnANonBlockingThread() throws Exception {
        Object magazine = find(new AdaptiveByteBufAllocator(), "io.netty.buffer.AdaptivePoolingAllocator$Magazine");
        StampedLock lock = (StampedLock) read(magazine, "allocationLock");
        Method free = magazine.getClass().getDeclaredMethod("free");
        free.setAccessible(true);

        AtomicReference<Thread> freer = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch done = new CountDownLatch(1);
        long stamp = lock.writeLock();
        try {
            Schedulers.parallel().schedule(() -> {
                freer.set(Thread.currentThread());
                try {
                    free.invoke(magazine);
                } catch (InvocationTargetException e) {
                    failure.set(e.getCause());
                } catch (ReflectiveOperationException | RuntimeException | Error e) {
                    failure.set(e);
                } finally {
                    done.countDown();
                }
            });
            // until the freer waits on our lock, or has ended (BlockHound refused the wait)
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (done.getCount() > 0 && (freer.get() == null || LockSupport.getBlocker(freer.get()) != lock)) {
                assertThat(System.nanoTime()).as("the freer neither waited on the lock nor ended").isLessThan(deadline);
                Thread.onSpinWait();
            }
        } finally {
            lock.unlockWrite(stamp);
        }
        assertThat(done.await(30, TimeUnit.SECONDS)).as("the freer ended once the lock was free").isTrue();
        assertThat(failure.get()).as("what the freer threw").isNull();
    }

    /** Breadth-first through the fields of Netty's buffer classes (and arrays of them) for an instance of a class. */
    private static Object find(Object root, String className) throws IllegalAccessException {
        Deque<Object> queue = new ArrayDeque<>(Collections.singleton(root));
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        while (!queue.isEmpty()) {
            Object next = queue.poll();
            if (!seen.add(next)) {
                continue;
            }
            if (next.getClass().getName().equals(className)) {
                return next;
            }
            if (next.getClass().isArray() && !next.getClass().getComponentType().isPrimitive()) {
                for (int i = 0; i < Array.getLength(next); i++) {
                    enqueue(queue, Array.get(next, i));
                }
                continue;
            }
            for (Class<?> type = next.getClass(); type != null && type.getName().startsWith("io.netty.buffer.");
                    type = type.getSuperclass()) {
                for (Field field : type.getDeclaredFields()) {
                    if (!Modifier.isStatic(field.getModifiers()) && !field.getType().isPrimitive()) {
                        field.setAccessible(true);
                        enqueue(queue, field.get(next));
                    }
                }
            }
        }
        throw new AssertionError("no " + className + " in a new AdaptiveByteBufAllocator");
    }

    private static void enqueue(Deque<Object> queue, Object value) {
        if (value != null) {
            queue.add(value);
        }
    }

    private static Object read(Object target, String name) throws ReflectiveOperationException {
        Field field = target.getClass().getDeclaredField(name);
        field.setAccessible(true);
        return field.get(target);
    }
}
