package org.jsonpjackson.sim.server;

import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.jsonpjackson.sim.messages.MessageJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsonpjackson.sim.server.JmapFixture.ALL;

/**
 * The service constructs its JSON-P provider and never looks one up: while it serves imports, queries, method
 * errors, not-JSON problems and health checks, {@code JsonProvider.provider()} is not called once. The count
 * comes from the API's own hook: with the system property {@code jakarta.json.provider} set, every look-up
 * instantiates the class it names.
 */
@ExtendWith(OpenSearchExtension.class)
class NoLookUpTest {

    static final AtomicInteger LOOKUPS = new AtomicInteger();

    /** Our provider, counting how often a look-up makes it. */
    public static final class Counting extends JsonpJacksonProvider {
        public Counting() {
            LOOKUPS.incrementAndGet();
        }
    }

    private static final String QUERY = "{\"using\":[\"urn:ietf:params:jmap:core\",\"urn:ietf:params:jmap:mail\"],"
            + "\"methodCalls\":[[\"Email/query\",{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"filter\":{\"text\":\"report\"},"
            + "\"calculateTotal\":true},\"c1\"],[\"Email/query\",{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"limit\":-1},\"c2\"]]}";

    @Test
    void servingRequestsMakesNoJsonpLookUp(OpenSearchTarget target) throws Exception {
        try (RunningService service = RunningService.start(OpenSearchProperties.read(target.properties()), "nolookup")) {
            // first use: class initialisers (opensearch-java's JsonpUtils looks up once, by design) run here
            assertThat(service.jmap.post("/jmap", QUERY).statusCode()).isEqualTo(200);
            LOOKUPS.set(0);
            System.setProperty("jakarta.json.provider", Counting.class.getName());
            try {
                jakarta.json.spi.JsonProvider.provider();
                assertThat(LOOKUPS.get()).as("the hook counts a look-up").isEqualTo(1);
                LOOKUPS.set(0);
                HttpResponse<String> imported = service.admin.post("/import?refresh=true",
                        new String(MessageJson.write(ALL), StandardCharsets.UTF_8));
                assertThat(imported.statusCode()).as(imported.body()).isEqualTo(200);
                for (int i = 0; i < 10; i++) {
                    HttpResponse<String> answer = service.jmap.post("/jmap", QUERY);
                    assertThat(answer.statusCode()).isEqualTo(200);
                    assertThat(answer.body()).contains("\"ids\"").contains("invalidArguments");
                    assertThat(service.jmap.post("/jmap", "{not json").statusCode()).isEqualTo(400);
                    assertThat(service.jmap.get("/health").statusCode()).isIn(200, 503);
                }
                assertThat(LOOKUPS.get()).as("JSON-P look-ups while serving").isZero();
            } finally {
                System.clearProperty("jakarta.json.provider");
            }
        }
    }
}
