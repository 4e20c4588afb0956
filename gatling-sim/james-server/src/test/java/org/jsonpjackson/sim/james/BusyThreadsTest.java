package org.jsonpjackson.sim.james;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The summary of James' threads that a stalled agreement request prints: only threads in James' code or its driver. */
class BusyThreadsTest {

    private static final String DUMP = """
            2026-11-28 02:10:00
            Full thread dump OpenJDK 64-Bit Server VM (21.0.5+11 mixed mode, sharing):

            "reactor-http-epoll-1" #45 daemon prio=5 os_prio=0 cpu=12.00ms elapsed=90.00s tid=0x1 nid=0x2 runnable  [0x3]
               java.lang.Thread.State: RUNNABLE
            \tat io.netty.channel.epoll.Native.epollWait(Native Method)
            \tat io.netty.channel.epoll.EpollEventLoop.run(EpollEventLoop.java:316)

            "parallel-2" #50 daemon prio=5 os_prio=0 cpu=3.00ms elapsed=90.00s tid=0x4 nid=0x5 waiting on condition  [0x6]
               java.lang.Thread.State: WAITING (parking)
            \tat jdk.internal.misc.Unsafe.park(java.base@21.0.5/Native Method)
            \tat io.r2dbc.pool.ConnectionPool.acquire(ConnectionPool.java:10)
            \tat org.apache.james.backends.postgres.PostgresExecutor.execute(PostgresExecutor.java:99)

            "pool-3-thread-1" #51 prio=5 os_prio=0 cpu=1.00ms elapsed=90.00s tid=0x7 nid=0x8 waiting on condition  [0x9]
               java.lang.Thread.State: TIMED_WAITING (sleeping)
            \tat java.lang.Thread.sleep(java.base@21.0.5/Native Method)
            \tat org.apache.james.jmap.Something.run(Something.java:5)
            """;

    @Test
    void namesEachThreadInJamesCodeWithItsStateAndTopmostSuchFrame() {
        assertThat(JamesProcess.busyThreads(DUMP, 12)).isEqualTo("""
                2 threads of James in its own code:
                  "parallel-2" WAITING (parking) at io.r2dbc.pool.ConnectionPool.acquire(ConnectionPool.java:10)
                  "pool-3-thread-1" TIMED_WAITING (sleeping) at org.apache.james.jmap.Something.run(Something.java:5)""");
    }

    @Test
    void saysHowManyWhenItShowsOnlyTheFirst() {
        assertThat(JamesProcess.busyThreads(DUMP, 1)).startsWith("2 threads of James in its own code, the first 1:\n")
                .doesNotContain("pool-3-thread-1");
    }

    @Test
    void saysSoWhenNoThreadIsInJamesCode() {
        assertThat(JamesProcess.busyThreads(DUMP.substring(0, DUMP.indexOf("\"parallel-2\"")), 12))
                .isEqualTo("(no thread of James in James' own code)");
    }
}
