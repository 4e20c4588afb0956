package org.jsonpjackson.sim.compare;

import org.jsonpjackson.sim.stack.MailSearchStack;
import org.jsonpjackson.sim.stack.StackSettings;
import org.jsonpjackson.sim.auth.LoginCredential;
import org.jsonpjackson.sim.baseline.ServiceMode;
import org.jsonpjackson.sim.baseline.TextQuery;
import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each mode's service as the comparison runs it, in a JVM of its own on the comparison's class path: it answers
 * as our in-process service does, runs on the opensearch-java the mode names (2.25.0 for stock), and its CPU
 * report puts the work of each mode's threads in the groups the table names.
 */
class ServiceJvmIT {

    private static final CorpusSpec SPEC = new CorpusSpec(11, 3, 50);

    @Test
    void eachModeServesFromAJvmOfItsOwnAndReportsItsCpuByGroup() throws Exception {
        StackSettings settings = new StackSettings(SPEC, "127.0.0.1", 0, false);
        try (MailSearchStack stack = MailSearchStack.start(settings)) {
            LoginCredential user = stack.users().get(1);
            String word = stack.corpus().vocabulary().words().get(0);
            String ours = TextQuery.send(stack.serviceUri(), user, word);
            assertThat(ours).contains("\"ids\":[\"u1-m");
            Map<ServiceMode, String> opensearchJava = Map.of(ServiceMode.BEFORE, "opensearch-java-3.9.0.jar",
                    ServiceMode.STOCK, "opensearch-java-2.25.0.jar", ServiceMode.OURS, "opensearch-java-3.9.0.jar");
            for (ServiceMode mode : ServiceMode.values()) {
                try (ServiceProcess service = ServiceProcess.start(mode, stack.clusterUri(), Compare.classPath(mode), settings)) {
                    assertThat(service.opensearchJava()).as(mode.label()).endsWith(opensearchJava.get(mode));
                    TextQuery.send(service.uri(), user, word); // first use: class loading and caches, outside the measurement
                    service.mark();
                    for (int i = 0; i < 20; i++) {
                        if (mode == ServiceMode.BEFORE) {
                            // its per-call look-up on the event loop is slow but, without BlockHound there, answers
                            assertThat(TextQuery.send(service.uri(), user, word)).as(mode.label()).contains("\"ids\":[\"u1-m");
                        } else {
                            assertThat(TextQuery.send(service.uri(), user, word)).as(mode.label()).isEqualTo(ours);
                        }
                    }
                    Map<String, Long> cpu = service.cpu();
                    assertThat(cpu.get(ThreadCpu.EVENT_LOOP)).as(mode.label() + " event loop").isPositive();
                    assertThat(cpu.get(ThreadCpu.CLIENT_IO)).as(mode.label() + " client I/O").isPositive();
                    assertThat(cpu.get(ThreadCpu.DECODE)).as(mode.label() + " decode / hand-off").isPositive();
                    assertThat(cpu.get(ThreadCpu.JIT)).as(mode.label() + " JIT time, reported").isNotNegative();
                    assertThat(cpu.get(ThreadCpu.PROCESS)).as(mode.label() + " process")
                            .isGreaterThanOrEqualTo(cpu.get(ThreadCpu.EVENT_LOOP) + cpu.get(ThreadCpu.CLIENT_IO)
                                    + cpu.get(ThreadCpu.DECODE));
                }
            }
        }
    }
}
