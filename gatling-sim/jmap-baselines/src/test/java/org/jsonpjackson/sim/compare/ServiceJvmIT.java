package org.jsonpjackson.sim.compare;

import org.jsonpjackson.sim.MailSearchStack;
import org.jsonpjackson.sim.StackSettings;
import org.jsonpjackson.sim.auth.Credential;
import org.jsonpjackson.sim.baseline.ServiceMode;
import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each mode's service as the comparison runs it, in a JVM of its own on the comparison's class path: it answers
 * as our in-process service does, runs on the opensearch-java the mode names (2.25.0 for stock), and its CPU
 * report puts the work of each mode's threads in the groups the table names.
 */
class ServiceJvmIT {

    private static final CorpusSpec SPEC = new CorpusSpec(11, 3, 50);

    /** User 1's query, logged in as user 1, with the account id their session gives. */
    private static String query(URI service, Credential user, String word) throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(service + "/jmap"))
                        .header("Authorization", "Basic " + Base64.getEncoder().encodeToString(
                                (user.username() + ":" + user.password()).getBytes(StandardCharsets.UTF_8)))
                        .POST(HttpRequest.BodyPublishers.ofString("{\"using\":[\"urn:ietf:params:jmap:core\","
                                + "\"urn:ietf:params:jmap:mail\"],\"methodCalls\":[[\"Email/query\",{\"accountId\":\""
                                + user.account().orElseThrow().id() + "\",\"filter\":{\"text\":\"" + word + "\"},\"sort\":[{\"property\":"
                                + "\"receivedAt\",\"isAscending\":false}],\"limit\":30,\"calculateTotal\":true},\"c1\"]]}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return response.body();
    }

    @Test
    void eachModeServesFromAJvmOfItsOwnAndReportsItsCpuByGroup() throws Exception {
        StackSettings settings = new StackSettings(SPEC, "127.0.0.1", 0, false);
        try (MailSearchStack stack = MailSearchStack.start(settings)) {
            Credential user = stack.users().get(1);
            String word = stack.corpus().vocabulary().words().get(0);
            String ours = query(stack.serviceUri(), user, word);
            assertThat(ours).contains("\"ids\":[\"u1-m");
            Map<ServiceMode, String> opensearchJava = Map.of(ServiceMode.BEFORE, "opensearch-java-3.9.0.jar",
                    ServiceMode.STOCK, "opensearch-java-2.25.0.jar", ServiceMode.OURS, "opensearch-java-3.9.0.jar");
            for (ServiceMode mode : ServiceMode.values()) {
                try (ServiceProcess service = ServiceProcess.start(mode, stack.clusterUri(), Compare.classPath(mode), settings)) {
                    assertThat(service.opensearchJava()).as(mode.label()).endsWith(opensearchJava.get(mode));
                    query(service.uri(), user, word); // first use: class loading and caches, outside the measurement
                    service.mark();
                    for (int i = 0; i < 20; i++) {
                        if (mode == ServiceMode.BEFORE) {
                            // its per-call look-up on the event loop is slow but, without BlockHound there, answers
                            assertThat(query(service.uri(), user, word)).as(mode.label()).contains("\"ids\":[\"u1-m");
                        } else {
                            assertThat(query(service.uri(), user, word)).as(mode.label()).isEqualTo(ours);
                        }
                    }
                    Map<String, Long> cpu = service.cpu();
                    assertThat(cpu.get(ThreadCpu.EVENT_LOOP)).as(mode.label() + " event loop").isPositive();
                    assertThat(cpu.get(ThreadCpu.CLIENT_IO)).as(mode.label() + " client I/O").isPositive();
                    assertThat(cpu.get(ThreadCpu.DECODE)).as(mode.label() + " decode / hand-off").isPositive();
                    assertThat(cpu.get(ThreadCpu.PROCESS)).as(mode.label() + " process")
                            .isGreaterThanOrEqualTo(cpu.get(ThreadCpu.EVENT_LOOP) + cpu.get(ThreadCpu.CLIENT_IO)
                                    + cpu.get(ThreadCpu.DECODE));
                }
            }
        }
    }
}
