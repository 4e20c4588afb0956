package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.load.EmailQuerySimulation;
import org.jsonpjackson.sim.load.MailSearchMixSimulation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One mode of James in one round of the comparison: James started on the comparison's configuration and data, warmed
 * up ({@link WarmUp}), then each simulation at each fixed rate, then above the top fixed rate step by step while the
 * latency goal holds (at most {@code maxSteps} steps, so that a round stays bounded), then, in the first round and
 * with {@code james.compare.profile}, a profiled run; last, the stack James runs on is checked from outside
 * ({@link StackCheck}), so that a mode is what its label says, and James is stopped.
 *
 * @param runs    every run, warm-up and profiled ones included
 * @param warmUp  how the warm-up went
 * @param profile whose work the profiled run's samples were, if this round profiled
 */
record ModeRound(List<Measurement> runs, WarmUp warmUp, Optional<ProfileShares> profile) {

    static final List<Class<?>> SIMULATIONS = List.of(EmailQuerySimulation.class, MailSearchMixSimulation.class);

    /** {@code before} is told once James is up and before anything is measured: the comparison provisions there. */
    static ModeRound run(JamesLaunch launch, int round, JamesStack stack, CompareSettings settings, Path dir, Startup before)
            throws IOException, InterruptedException {
        JamesMode mode = launch.mode();
        System.out.printf(Locale.ROOT, "%n==== round %d: James %s ====%n", round, mode.label());
        try (JamesProcess james = JamesProcess.start(launch, stack.jdk(), stack.dir(), stack.ports(), stack.pinning().launchPrefix())) {
            if (stack.pinning().pins()) {
                CorePinning.verify("James " + mode.label(), james.pid(), stack.pinning().jamesCpus());
            }
            System.out.println("James (" + mode.label() + ") up, PID " + james.pid() + ", JMAP " + james.jmap()
                    + ", on cores " + CorePinning.allowed(james.pid()).orElse("unknown"));
            try (JamesJvm jvm = JamesJvm.attach(james)) {
                before.up(james);
                Path folder = Files.createDirectories(dir.resolve("round-" + round));
                MeasuredRuns measured = new MeasuredRuns(mode, round, jvm, james.jmap().resolve("/.well-known/jmap"),
                        stack.accounts(), folder, settings.seed());
                ImapWorkload imap = settings.imap();
                WarmUp warmUp = imap.jmap() ? WarmUp.run(measured, settings)
                        : WarmUp.run(measured, settings, imap.rates().get(0), (rate, seconds) -> measured.imap(Measurement.Kind.WARMUP,
                        rate, seconds, stack.ports().imap(), stack.imapTargets(), imap.sessions(), stack.opensearch()));
                List<Measurement> runs = new ArrayList<>(warmUp.windows());
                for (Class<?> simulation : imap.jmap() ? SIMULATIONS : List.<Class<?>>of()) {
                    Measurement last = null;
                    for (double rate : settings.rates()) {
                        last = measured.run(Measurement.Kind.FIXED, simulation, rate, settings.seconds());
                        runs.add(last);
                    }
                    double rate = settings.topRate();
                    for (int step = 1; step <= settings.maxSteps() && settings.stepRate() > 0
                            && last.meets(settings.p99Millis()); step++) {
                        rate += settings.stepRate();
                        last = measured.run(Measurement.Kind.STEP, simulation, rate, settings.seconds());
                        runs.add(last);
                    }
                }
                if (imap.imap()) {
                    Measurement last = null;
                    for (double rate : imap.rates()) {
                        last = measured.imap(Measurement.Kind.FIXED, rate, settings.seconds(), stack.ports().imap(),
                                stack.imapTargets(), imap.sessions(), stack.opensearch());
                        runs.add(last);
                    }
                    double rate = imap.topRate();
                    for (int step = 1; step <= settings.maxSteps() && imap.stepRate() > 0 && last.meets(imap.p99Millis()); step++) {
                        rate += imap.stepRate();
                        last = measured.imap(Measurement.Kind.STEP, rate, settings.seconds(), stack.ports().imap(),
                                stack.imapTargets(), imap.sessions(), stack.opensearch());
                        runs.add(last);
                    }
                }
                Optional<ProfileShares> shares = Optional.empty();
                if (settings.profile() && round <= settings.profileRounds()) {
                    JamesProfiler profiler = new JamesProfiler(james, settings.asyncProfiler());
                    profiler.start();
                    // the JMAP query, or the IMAP search at its top fixed rate when the comparison runs IMAP alone
                    runs.add(imap.jmap() ? measured.run(Measurement.Kind.PROFILE, EmailQuerySimulation.class, settings.profileRate(),
                            settings.seconds()) : measured.imap(Measurement.Kind.PROFILE, imap.topRate(), settings.seconds(),
                            stack.ports().imap(), stack.imapTargets(), imap.sessions(), stack.opensearch()));
                    Path profile = dir.resolve("profile-" + mode.label() + "-r" + round);
                    profiler.stop(profile);
                    shares = Optional.of(ProfileShares.read(Path.of(profile + ".collapsed")));
                    System.out.println("James " + mode.label() + "'s profile: " + profile + ".html and .collapsed: " + shares.get());
                }
                StackCheck.verify(mode, james, folder);
                return new ModeRound(runs, warmUp, shares);
            } catch (IOException | RuntimeException | Error e) {
                System.out.println(james.logTail());
                throw e;
            }
        }
    }

    /** What to do once James is up, before the warm-up. */
    interface Startup {
        void up(JamesProcess james) throws IOException, InterruptedException;
    }
}
