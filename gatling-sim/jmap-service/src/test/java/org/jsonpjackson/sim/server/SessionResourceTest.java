package org.jsonpjackson.sim.server;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The session resource against RFC 8620 section 2 (and RFC 8621 section 1.3.1 for the mail capability): every
 * required member with its type, reached through the well-known URI, and an {@code apiUrl} that works.
 */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SessionResourceTest {

    private static final String CORE = "urn:ietf:params:jmap:core";
    private static final String MAIL = "urn:ietf:params:jmap:mail";

    private final RunningService service;

    SessionResourceTest(OpenSearchTarget target) {
        service = RunningService.start(OpenSearchProperties.read(target.properties()), "jmap_session");
    }

    @AfterAll
    void stop() throws IOException {
        service.close();
    }

    @Test
    void theWellKnownUriRedirectsToTheSession() {
        HttpResponse<String> response = service.jmap.get(MailSearchServer.WELL_KNOWN);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.uri().getPath()).isEqualTo(MailSearchServer.SESSION);
    }

    @Test
    void everyRequiredMemberIsThereWithItsType() {
        JsonObject session = JmapClient.json(service.jmap.get(MailSearchServer.WELL_KNOWN).body());

        JsonObject capabilities = session.getJsonObject("capabilities");
        JsonObject core = capabilities.getJsonObject(CORE);
        for (String limit : List.of("maxSizeUpload", "maxConcurrentUpload", "maxSizeRequest", "maxConcurrentRequests",
                "maxCallsInRequest", "maxObjectsInGet", "maxObjectsInSet")) {
            assertThat(core.get(limit)).as(limit).isInstanceOf(JsonNumber.class);
            assertThat(core.getJsonNumber(limit).longValueExact()).as(limit).isNotNegative();
        }
        assertThat(core.getInt("maxSizeRequest")).isEqualTo(ServerLimits.DEFAULTS.maxJmapBytes());
        assertThat(core.getInt("maxCallsInRequest")).isEqualTo(16);
        assertThat(core.getJsonArray("collationAlgorithms").getValuesAs(JsonString.class)).isNotEmpty();
        assertThat(capabilities.get(MAIL)).isInstanceOf(JsonObject.class);

        JsonObject accounts = session.getJsonObject("accounts");
        assertThat(accounts.keySet()).containsExactly(TestUsers.ANN_ACCOUNT);
        JsonObject account = accounts.getJsonObject(TestUsers.ANN_ACCOUNT);
        assertThat(account.getString("name")).isNotBlank();
        assertThat(account.get("isPersonal")).isIn(JsonValue.TRUE, JsonValue.FALSE);
        assertThat(account.get("isReadOnly")).isIn(JsonValue.TRUE, JsonValue.FALSE);
        JsonObject mail = account.getJsonObject("accountCapabilities").getJsonObject(MAIL);
        for (String limit : List.of("maxMailboxesPerEmail", "maxMailboxDepth")) {
            assertThat(mail.get(limit)).as(limit + ": UnsignedInt or null").satisfiesAnyOf(
                    v -> assertThat(v).isEqualTo(JsonValue.NULL),
                    v -> assertThat(((JsonNumber) v).longValueExact()).isNotNegative());
        }
        assertThat(mail.getInt("maxSizeMailboxName")).isGreaterThanOrEqualTo(100);
        assertThat(mail.getJsonArray("emailQuerySortOptions").getValuesAs(JsonString.class))
                .extracting(JsonString::getString).contains("receivedAt", "size", "subject");
        assertThat(mail.get("mayCreateTopLevelMailbox")).isIn(JsonValue.TRUE, JsonValue.FALSE);

        assertThat(session.getJsonObject("primaryAccounts").getString(MAIL)).isEqualTo(TestUsers.ANN_ACCOUNT);
        assertThat(session.getString("username")).isEqualTo("ann");
        assertThat(session.getString("downloadUrl")).contains("{accountId}", "{blobId}", "{type}", "{name}");
        assertThat(session.getString("uploadUrl")).contains("{accountId}");
        assertThat(session.getString("eventSourceUrl")).contains("{types}", "{closeafter}", "{ping}");
        assertThat(session.getString("state")).isNotEmpty();

        URI api = URI.create(session.getString("apiUrl"));
        assertThat(api.isAbsolute()).isTrue();
        assertThat(new JmapClient(api.resolve("/"), JmapClient.basic(TestUsers.ANN))
                .post(api.getPath(), "{\"using\":" + JmapClient.USING + ",\"methodCalls\":[[\"Core/echo\",{},\"e\"]]}")
                .statusCode()).as("the apiUrl answers").isEqualTo(200);
    }

    @Test
    void theSessionStateIsTheOneResponsesCarry() {
        JsonObject session = JmapClient.json(service.jmap.get(MailSearchServer.SESSION).body());
        JsonObject response = JmapClient.json(service.jmap.post("/jmap",
                "{\"using\":" + JmapClient.USING + ",\"methodCalls\":[[\"Core/echo\",{},\"e\"]]}").body());
        assertThat(response.getString("sessionState")).isEqualTo(session.getString("state"));
    }
}
