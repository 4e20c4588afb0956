package org.jsonpjackson.sim.server;

import jakarta.json.JsonObject;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.jsonpjackson.sim.messages.MessageJson;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every endpoint but {@code /health} needs credentials; each user reads only the account they own, whatever
 * account id they send; imports need the administrator.
 */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AuthenticationTest {

    private static final String QUERY = "{\"using\":" + JmapClient.USING + ",\"methodCalls\":[[\"Email/query\",{\"accountId\":\"%s\"},\"q\"]]}";

    private final RunningService service;

    AuthenticationTest(OpenSearchTarget target) {
        service = RunningService.start(OpenSearchProperties.read(target.properties()), "jmap_auth");
    }

    @BeforeAll
    void importFixture() {
        var imported = service.admin.post("/import?refresh=true",
                new String(MessageJson.write(JmapFixture.ALL), StandardCharsets.UTF_8));
        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(200);
    }

    @AfterAll
    void stop() throws IOException {
        service.close();
    }

    private JmapClient with(String authorization) {
        return new JmapClient(service.server.uri(), authorization);
    }

    private static void unauthorized(HttpResponse<String> response) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(401);
        assertThat(response.headers().firstValue("www-authenticate")).hasValueSatisfying(challenge ->
                assertThat(challenge).contains("Basic realm=\"jmap\"").contains("Bearer"));
        assertThat(JmapClient.json(response.body()).getString("type")).isEqualTo("urn:jsonpjackson:error:unauthenticated");
    }

    @Test
    void withoutCredentialsOnlyHealthAnswers() {
        JmapClient anonymous = with(null);
        assertThat(anonymous.get("/health").statusCode()).isEqualTo(200);
        unauthorized(anonymous.post("/jmap", String.format(QUERY, TestUsers.ANN_ACCOUNT)));
        unauthorized(anonymous.get(MailSearchServer.WELL_KNOWN));
        unauthorized(anonymous.get(MailSearchServer.SESSION));
        unauthorized(anonymous.post("/import", "[]"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "Basic YW5uOndyb25n",           // ann:wrong
            "Basic bm9ib2R5OmFubi1zZWNyZXQ=", // nobody:ann-secret
            "Basic not-base64!",
            "Basic YW5u",                   // no colon
            "Bearer tok-nobody",
            "Digest username=\"ann\"",
            "Basic"})
    void wrongOrMalformedCredentialsAre401(String authorization) {
        unauthorized(with(authorization).post("/jmap", String.format(QUERY, TestUsers.ANN_ACCOUNT)));
    }

    @Test
    void aPasswordAndABearerTokenBothLetAnnIn() {
        for (JmapClient ann : List.of(service.jmap, with("Bearer tok-ann"))) {
            JsonObject result = ann.result("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\"}");
            assertThat(result.getString("accountId")).isEqualTo(TestUsers.ANN_ACCOUNT);
            assertThat(result.getJsonArray("ids")).isNotEmpty();
        }
    }

    @Test
    void anotherUsersAccountIsNotFoundAndSoIsAnUnknownOne() {
        for (String account : List.of(TestUsers.BEN_ACCOUNT, "A-nobody", JmapFixture.ANN, JmapFixture.BEN)) {
            JsonObject error = service.jmap.query("{\"accountId\":\"" + account + "\"}");
            assertThat(error.getString("type")).as(account).isEqualTo("accountNotFound");
        }
        assertThat(service.as(TestUsers.BEN).ids("{\"accountId\":\"" + TestUsers.BEN_ACCOUNT + "\"}"))
                .as("Ben reads his own account").containsExactly("e5");
    }

    @Test
    void importsNeedTheAdministrator() {
        HttpResponse<String> refused = service.jmap.post("/import", "[]");
        assertThat(refused.statusCode()).isEqualTo(403);
        assertThat(JmapClient.json(refused.body()).getString("type")).isEqualTo("urn:jsonpjackson:error:forbidden");
        assertThat(service.admin.post("/import", "[]").statusCode()).isEqualTo(200);
    }

    @Test
    void theAdministratorOwnsNoMail() {
        JsonObject error = service.admin.query("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\"}");
        assertThat(error.getString("type")).isEqualTo("accountNotFound");
    }
}
