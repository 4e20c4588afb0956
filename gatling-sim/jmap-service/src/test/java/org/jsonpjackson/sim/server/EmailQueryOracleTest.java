package org.jsonpjackson.sim.server;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.jsonpjackson.json.Jsonp;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.jsonpjackson.sim.auth.LoginCredential;
import org.jsonpjackson.sim.messages.MessageJson;
import org.jsonpjackson.sim.server.EmailOracle.Answer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code Email/query} against an in-memory oracle: random mail imported through {@code POST /import}, then
 * random queries over HTTP, each answer compared with what {@link EmailOracle} works out from the
 * semantics docs/jmap-service.md states. The seed and the number of queries come from {@code -Doracle.seed} and {@code -Doracle.queries};
 * a failure names the seed, and the queries that went wrong with both answers.
 */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EmailQueryOracleTest {

    private static final long SEED = Long.getLong("oracle.seed", 20_261_124L);
    private static final int QUERIES = Integer.getInteger("oracle.queries", 400);
    private static final int SHOWN = 8;

    private final RunningService service;

    EmailQueryOracleTest(OpenSearchTarget target) {
        service = RunningService.start(OpenSearchProperties.read(target.properties()), "jmap_oracle");
    }

    @AfterAll
    void stop() throws IOException {
        service.close();
    }

    @Test
    void everyAnswerIsTheOracles() {
        OracleCorpus corpus = new OracleCorpus(SEED, 160, 40);
        var imported = service.admin.post("/import?refresh=true", new String(MessageJson.write(corpus.messages()), StandardCharsets.UTF_8));
        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(200);

        EmailOracle oracle = new EmailOracle(corpus.emails());
        OracleQueries queries = new OracleQueries(corpus, corpus.random());
        Map<LoginCredential, JmapClient> clients = Map.of(TestUsers.ORACLE_MAIN, service.as(TestUsers.ORACLE_MAIN),
                TestUsers.ORACLE_OTHER, service.as(TestUsers.ORACLE_OTHER));
        List<String> mismatches = new ArrayList<>();
        int withResults = 0;
        int errors = 0;
        for (int i = 0; i < QUERIES; i++) {
            JsonObject args = queries.next(oracle);
            Answer expected = oracle.answer(args);
            // the oracle names an account by its owner; the service by the id the owner's session gives
            LoginCredential owner = args.getString("accountId").equals(OracleCorpus.MAIN) ? TestUsers.ORACLE_MAIN : TestUsers.ORACLE_OTHER;
            JsonObject sent = Jsonp.provider().createObjectBuilder(args)
                    .add("accountId", owner.account().orElseThrow().id()).build();
            JsonArray response = clients.get(owner).call("[\"Email/query\"," + sent + ",\"q" + i + "\"]").getJsonArray(0);
            Answer actual = answer(response);
            withResults += expected.ids().isEmpty() ? 0 : 1;
            errors += expected.error() == null ? 0 : 1;
            if (!expected.equals(actual)) {
                mismatches.add("query " + i + ": " + args + "\n    expected " + expected + "\n    actual   " + actual);
            }
        }

        String summary = "oracle seed " + SEED + ": " + QUERIES + " queries, " + mismatches.size() + " wrong; "
                + withResults + " with ids, " + errors + " anchors not found; " + corpus.messages().size()
                + " messages imported as " + corpus.emails().size() + " emails; conditions drawn " + queries.drawn();
        System.out.println(summary);
        assertThat(mismatches)
                .as(() -> summary + " (rerun with -Doracle.seed=" + SEED + ")\n"
                        + mismatches.stream().limit(SHOWN).collect(Collectors.joining("\n")))
                .isEmpty();
        // the oracle is only worth something if its queries find things, and draw every condition
        assertThat(withResults).as(summary).isGreaterThan(QUERIES / 4);
        assertThat(queries.drawn().keySet()).as(summary).containsAll(OracleQueries.CONDITIONS)
                .contains("AND", "OR", "NOT");
    }

    private static Answer answer(JsonArray response) {
        JsonObject result = response.getJsonObject(1);
        if ("error".equals(response.getString(0))) {
            return Answer.error(result.getString("type") + (Objects.equals(result.getString("type"), "anchorNotFound") ? ""
                    : ": " + result.getString("description", "")));
        }
        List<String> ids = result.getJsonArray("ids").getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
        Long total = result.containsKey("total") ? ((JsonNumber) result.get("total")).longValue() : null;
        Long limit = result.containsKey("limit") ? ((JsonNumber) result.get("limit")).longValue() : null;
        return new Answer(null, ids, result.getJsonNumber("position").longValue(), total, limit);
    }
}
