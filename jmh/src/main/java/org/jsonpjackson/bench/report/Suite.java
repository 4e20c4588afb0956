package org.jsonpjackson.bench.report;

import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

import java.util.concurrent.TimeUnit;

/**
 * The run lengths. Every suite runs every alternative in the same run, in throughput mode, in ops/s.
 *
 * <ul>
 *   <li>smoke: each benchmark once, in this JVM, for 100 ms; checks that it runs, measures nothing;</li>
 *   <li>quick: about 12 minutes on 2 cores; one fork, fifteen 300 ms iterations after 5 s of warm-up.
 *       Many short iterations rather than a few long ones: JMH's 99.9% interval uses Student's t, which
 *       is 8.6 for 5 samples but 4.1 for 15: with the square root of n, bars about 3.5 times narrower;</li>
 *   <li>full: for publishing; three forks, so JIT and layout variance between JVMs is in the error.</li>
 * </ul>
 */
enum Suite {
    SMOKE {
        @Override
        ChainedOptionsBuilder options() {
            // Every benchmark shares this JVM, so opensearch-java's static provider caches are set by
            // whichever runs first; the stock mapper's check must not fail a smoke run for it.
            System.setProperty("org.jsonpjackson.bench.sharedJvm", "true");
            return base().forks(0).warmupIterations(0).measurementIterations(1)
                    .measurementTime(TimeValue.milliseconds(100));
        }
    },
    QUICK {
        @Override
        ChainedOptionsBuilder options() {
            // 5 s of warm-up: with 2.5 s the compilers of a 2-core machine were still at work in the first
            // measured iterations (a third of the final throughput), and the medians moved with them
            return base().forks(1).warmupIterations(10).warmupTime(TimeValue.milliseconds(500))
                    .measurementIterations(15).measurementTime(TimeValue.milliseconds(300))
                    .addProfiler(GCProfiler.class);
        }
    },
    FULL {
        @Override
        ChainedOptionsBuilder options() {
            return base().forks(3).warmupIterations(5).warmupTime(TimeValue.seconds(1))
                    .measurementIterations(10).measurementTime(TimeValue.seconds(1))
                    .addProfiler(GCProfiler.class);
        }
    };

    abstract ChainedOptionsBuilder options();

    private static ChainedOptionsBuilder base() {
        return new OptionsBuilder().threads(1).timeUnit(TimeUnit.SECONDS)
                .jvmArgsAppend("-Xms1g", "-Xmx1g").shouldFailOnError(true);
    }
}
