package org.jsonpjackson.sim.server;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.jsonpjackson.sim.messages.MessageJson;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsonpjackson.sim.server.JmapFixture.*;

/** {@code Email/query} over real HTTP against the service on loopback, backed by the embedded node. */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EmailQueryHttpTest {

    private final RunningService service;
    private final ReactorSearchClient client;
    private final MailboxIndex index;
    private final JmapClient jmap;

    EmailQueryHttpTest(OpenSearchTarget target) {
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        service = RunningService.start(config, "jmap_test");
        client = service.client;
        index = service.index;
        jmap = service.jmap;
    }

    @BeforeAll
    void importFixture() {
        var imported = service.admin.post("/import?refresh=true", new String(MessageJson.write(ALL), StandardCharsets.UTF_8));
        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(200);
        assertThat(JmapClient.json(imported.body()).getInt("imported")).isEqualTo(ALL.size());
    }

    @AfterAll
    void stop() throws IOException {
        service.close();
    }

    private static String args(String filter) {
        return "{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"filter\":" + filter
                + ",\"sort\":[{\"property\":\"receivedAt\",\"isAscending\":true}]}";
    }

    // ---- filters

    static Stream<Arguments> filters() {
        return Stream.of(
                Arguments.of("null", List.of("e1", "e2", "e3", "e4")),
                Arguments.of("{}", List.of("e1", "e2", "e3", "e4")),
                Arguments.of("{\"inMailbox\":\"ann-work\"}", List.of("e1", "e3", "e4")),
                Arguments.of("{\"inMailboxOtherThan\":[\"ann-inbox\"]}", List.of("e1", "e3", "e4")),
                Arguments.of("{\"inMailboxOtherThan\":[\"ann-inbox\",\"ann-work\"]}", List.of()),
                Arguments.of("{\"before\":\"2026-05-02T10:00:00Z\"}", List.of("e1")),
                Arguments.of("{\"after\":\"2026-05-02T10:00:00Z\"}", List.of("e2", "e3", "e4")),
                Arguments.of("{\"minSize\":15000}", List.of("e2", "e3")),
                Arguments.of("{\"maxSize\":5000}", List.of("e4")),
                Arguments.of("{\"hasKeyword\":\"$seen\"}", List.of("e1", "e3")),
                Arguments.of("{\"notKeyword\":\"$seen\"}", List.of("e2", "e4")),
                Arguments.of("{\"hasKeyword\":\"$Flagged\"}", List.of("e2")),
                Arguments.of("{\"hasKeyword\":\"urgent\"}", List.of("e3")),
                Arguments.of("{\"notKeyword\":\"urgent\"}", List.of("e1", "e2", "e4")),
                Arguments.of("{\"hasAttachment\":true}", List.of("e2")),
                Arguments.of("{\"hasAttachment\":false}", List.of("e1", "e3", "e4")),
                Arguments.of("{\"text\":\"pizza\"}", List.of("e4")),
                Arguments.of("{\"text\":\"quarter\"}", List.of("e2")),
                Arguments.of("{\"from\":\"alpha.test\"}", List.of("e1", "e4")),
                Arguments.of("{\"from\":\"Yves\"}", List.of("e2")),
                Arguments.of("{\"to\":\"team\"}", List.of("e4")),
                Arguments.of("{\"cc\":\"zoe@alpha.test\"}", List.of("e2")),
                Arguments.of("{\"bcc\":\"audit@gamma.test\"}", List.of("e3")),
                Arguments.of("{\"subject\":\"budget\"}", List.of("e1", "e2")),
                Arguments.of("{\"body\":\"database\"}", List.of("e3")),
                Arguments.of("{\"body\":\"budget\"}", List.of()),
                Arguments.of("{\"header\":[\"X-Tag\"]}", List.of("e1")),
                Arguments.of("{\"header\":[\"x-tag\",\"green\"]}", List.of("e1")),
                Arguments.of("{\"header\":[\"X-Tag\",\"red\"]}", List.of()),
                Arguments.of("{\"subject\":\"budget\",\"hasKeyword\":\"$seen\"}", List.of("e1")),
                Arguments.of("{\"operator\":\"OR\",\"conditions\":[{\"subject\":\"lunch\"},{\"subject\":\"outage\"}]}",
                        List.of("e3", "e4")),
                Arguments.of("{\"operator\":\"NOT\",\"conditions\":[{\"hasKeyword\":\"$seen\"}]}", List.of("e2", "e4")),
                Arguments.of("{\"operator\":\"NOT\",\"conditions\":[{\"hasKeyword\":\"$seen\"},{\"hasAttachment\":true}]}",
                        List.of("e4")),
                Arguments.of("{\"operator\":\"AND\",\"conditions\":[{\"from\":\"alpha.test\"},{\"notKeyword\":\"$seen\"}]}",
                        List.of("e4")),
                // e1 is in the inbox, as well as in ann-work: NOT excludes it
                Arguments.of("{\"operator\":\"AND\",\"conditions\":[{\"operator\":\"OR\",\"conditions\":"
                        + "[{\"from\":\"zoe\"},{\"from\":\"xena\"}]},{\"operator\":\"NOT\",\"conditions\":[{\"inMailbox\":\"ann-inbox\"}]}]}",
                        List.of("e3", "e4")),
                // filters apply to the email and its set of mailboxes, not to each copy
                Arguments.of("{\"operator\":\"AND\",\"conditions\":[{\"inMailbox\":\"ann-inbox\"},{\"inMailbox\":\"ann-work\"}]}",
                        List.of("e1")),
                Arguments.of("{\"operator\":\"NOT\",\"conditions\":[{\"inMailbox\":\"ann-inbox\"}]}", List.of("e3", "e4")),
                Arguments.of("{\"inMailbox\":\"ann-inbox\",\"inMailboxOtherThan\":[\"ann-inbox\"]}", List.of("e1")),
                Arguments.of("{\"inMailboxOtherThan\":[\"ann-work\"]}", List.of("e1", "e2")),
                // text: every word somewhere, in fields of any kind
                Arguments.of("{\"text\":\"friday quarter yves\"}", List.of("e2")),
                Arguments.of("{\"text\":\"zoe agenda\"}", List.of("e1")),
                Arguments.of("{\"text\":\"budget zoe@alpha.test\"}", List.of("e1", "e2")),
                Arguments.of("{\"text\":\"plan.pdf moved\"}", List.of("e2")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("filters")
    void filterConditionsAndOperators(String filter, List<String> expected) {
        assertThat(jmap.ids(args(filter))).containsExactlyElementsOf(expected);
    }

    @Test
    void anotherAccountsMailIsNeverReturned() {
        assertThat(service.as(TestUsers.BEN).ids("{\"accountId\":\"" + TestUsers.BEN_ACCOUNT + "\"}"))
                .containsExactly("e5");
        assertThat(jmap.ids(args("{\"inMailbox\":\"ben-inbox\"}"))).isEmpty();
    }

    // ---- sorts

    @ParameterizedTest(name = "{0} ascending {1}")
    @CsvSource({
            "receivedAt, true,  e1 e2 e3 e4",
            "receivedAt, false, e4 e3 e2 e1",
            "sentAt,     true,  e4 e1 e2 e3",
            "sentAt,     false, e3 e2 e1 e4",
            "size,       true,  e4 e1 e2 e3",
            "size,       false, e3 e2 e1 e4",
            // RFC 8621: the first address's name (Xena Cole, Yves Brun, Zoe Adams twice), ties by id the same way
            "from,       true,  e3 e2 e1 e4",
            "from,       false, e4 e1 e2 e3",
            // Ann three times, then team@alpha.test, which has no name
            "to,         true,  e1 e2 e3 e4",
            "to,         false, e4 e3 e2 e1",
            // base subjects: "Re: Budget meeting" sorts as "Budget meeting"
            "subject,    true,  e1 e2 e4 e3",
            "subject,    false, e3 e4 e2 e1"})
    void everySortPropertyBothWays(String property, boolean ascending, String expected) {
        List<String> ids = jmap.ids("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"sort\":[{\"property\":\"" + property
                + "\",\"isAscending\":" + ascending + "}]}");
        assertThat(ids).containsExactly(expected.split(" "));
    }

    @Test
    void theSamePropertyTwiceIsAcceptedAndTheFirstDecides() {
        assertThat(jmap.ids("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"sort\":[{\"property\":\"size\",\"isAscending\":true},"
                + "{\"property\":\"size\",\"isAscending\":false}]}")).containsExactly("e4", "e1", "e2", "e3");
    }

    @Test
    void theOneCollationMayBeNamed() {
        assertThat(jmap.ids("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"sort\":[{\"property\":\"subject\","
                + "\"collation\":\"i;unicode-casemap\"}]}")).containsExactly("e1", "e2", "e4", "e3");
    }

    @Test
    void theDefaultOrderIsNewestFirst() {
        assertThat(jmap.ids("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\"}")).containsExactly("e4", "e3", "e2", "e1");
    }

    // ---- windows and totals

    @Test
    void positionLimitAndTotal() {
        JsonObject result = jmap.result("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"sort\":[{\"property\":\"receivedAt\"}],"
                + "\"position\":1,\"limit\":2,\"calculateTotal\":true}");
        assertThat(result.getJsonArray("ids").toString()).isEqualTo("[\"e2\",\"e3\"]");
        assertThat(result.getInt("position")).isEqualTo(1);
        assertThat(result.getInt("total")).isEqualTo(4);
        assertThat(result.containsKey("limit")).as("limit echoed only when the server set it").isFalse();
        assertThat(result.getString("accountId")).isEqualTo(TestUsers.ANN_ACCOUNT);
        assertThat(result.getBoolean("canCalculateChanges")).isFalse();
        assertThat(result.getString("queryState")).isNotEmpty();
    }

    @Test
    void aNegativePositionCountsFromTheEnd() {
        JsonObject result = jmap.result("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"sort\":[{\"property\":\"receivedAt\"}],\"position\":-1}");
        assertThat(result.getJsonArray("ids").toString()).isEqualTo("[\"e4\"]");
        assertThat(result.getInt("position")).isEqualTo(3);
    }

    @Test
    void noTotalUnlessAskedFor() {
        assertThat(jmap.result("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\"}").containsKey("total")).isFalse();
    }

    @Test
    void aMissingOrTooLargeLimitIsCappedAndSaysSo() {
        assertThat(jmap.result("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\"}").getInt("limit")).isEqualTo(256);
        assertThat(jmap.result("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"limit\":100000}").getInt("limit")).isEqualTo(256);
    }

    @Test
    void aZeroLimitReturnsNoIdsButATotal() {
        JsonObject result = jmap.result("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"limit\":0,\"calculateTotal\":true}");
        assertThat(result.getJsonArray("ids")).isEmpty();
        assertThat(result.getInt("total")).isEqualTo(4);
    }

    @Test
    void anchorAndOffset() {
        String base = "{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"sort\":[{\"property\":\"receivedAt\"}],\"limit\":2,\"anchor\":\"e2\"";
        JsonObject at = jmap.result(base + "}");
        assertThat(at.getJsonArray("ids").toString()).isEqualTo("[\"e2\",\"e3\"]");
        assertThat(at.getInt("position")).isEqualTo(1);
        JsonObject before = jmap.result(base + ",\"anchorOffset\":-1}");
        assertThat(before.getJsonArray("ids").toString()).isEqualTo("[\"e1\",\"e2\"]");
        assertThat(before.getInt("position")).isEqualTo(0);
        JsonObject clamped = jmap.result(base + ",\"anchorOffset\":-5}");
        assertThat(clamped.getInt("position")).isEqualTo(0);
    }

    @Test
    void collapseThreadsReturnsOneEmailPerThread() {
        JsonObject result = jmap.result("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"sort\":[{\"property\":\"receivedAt\"}],"
                + "\"collapseThreads\":true,\"calculateTotal\":true}");
        assertThat(result.getJsonArray("ids").toString()).isEqualTo("[\"e1\",\"e3\",\"e4\"]");
        assertThat(result.getInt("total")).isEqualTo(3);
    }

    @Test
    void anEmailInTwoMailboxesIsCountedOnce() {
        JsonObject result = jmap.result("{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"calculateTotal\":true}");
        assertThat(result.getInt("total")).isEqualTo(4);
    }

    // ---- method errors

    static Stream<Arguments> methodErrors() {
        String ann = "\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\"";
        return Stream.of(
                Arguments.of("{}", "invalidArguments"),
                Arguments.of("{\"accountId\":7}", "invalidArguments"),
                Arguments.of("{" + ann + ",\"limit\":-1}", "invalidArguments"),
                Arguments.of("{" + ann + ",\"position\":\"x\"}", "invalidArguments"),
                Arguments.of("{" + ann + ",\"anchorOffset\":1.5}", "invalidArguments"),
                Arguments.of("{" + ann + ",\"color\":\"blue\"}", "invalidArguments"),
                Arguments.of("{" + ann + ",\"filter\":[]}", "invalidArguments"),
                Arguments.of("{" + ann + ",\"filter\":{\"before\":\"2026-05-01\"}}", "invalidArguments"),
                Arguments.of("{" + ann + ",\"filter\":{\"before\":\"2026-05-01T10:00:00+02:00\"}}", "invalidArguments"),
                Arguments.of("{" + ann + ",\"filter\":{\"hasKeyword\":\"a b\"}}", "invalidArguments"),
                Arguments.of("{" + ann + ",\"filter\":{\"header\":[]}}", "invalidArguments"),
                Arguments.of("{" + ann + ",\"filter\":{\"text\":\" \"}}", "invalidArguments"),
                Arguments.of("{" + ann + ",\"filter\":{\"minSize\":-5}}", "invalidArguments"),
                Arguments.of("{" + ann + ",\"filter\":{\"operator\":\"XOR\",\"conditions\":[]}}", "invalidArguments"),
                Arguments.of("{" + ann + ",\"filter\":{\"color\":\"blue\"}}", "unsupportedFilter"),
                Arguments.of("{" + ann + ",\"filter\":{\"someInThreadHaveKeyword\":\"$seen\"}}", "unsupportedFilter"),
                Arguments.of("{" + ann + ",\"sort\":[{\"property\":\"id\"}]}", "unsupportedSort"),
                Arguments.of("{" + ann + ",\"sort\":[{\"property\":\"subject\",\"collation\":\"i;octet\"}]}", "unsupportedSort"),
                Arguments.of("{" + ann + ",\"sort\":[{\"property\":\"hasKeyword\",\"keyword\":\"$seen\"}]}", "unsupportedSort"),
                Arguments.of("{" + ann + ",\"anchor\":\"nope\"}", "anchorNotFound"));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @MethodSource("methodErrors")
    void badArgumentsAreMethodErrors(String arguments, String type) {
        JsonArray responses = jmap.call("[\"Email/query\"," + arguments + ",\"bad\"]");
        JsonArray error = responses.getJsonArray(0);
        assertThat(error.getString(0)).isEqualTo("error");
        assertThat(error.getJsonObject(1).getString("type")).isEqualTo(type);
        assertThat(error.getJsonObject(1).getString("description")).isNotBlank();
        assertThat(error.getString(2)).isEqualTo("bad");
    }

    @Test
    void oneFailingCallDoesNotStopTheOthers() {
        JsonArray responses = jmap.call(
                "[\"Email/query\",{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\"},\"a\"]",
                "[\"Email/query\",{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"limit\":-1},\"b\"]",
                "[\"Core/echo\",{\"hello\":[1,true]},\"c\"]");
        assertThat(responses).hasSize(3);
        assertThat(responses.getJsonArray(0).getString(0)).isEqualTo("Email/query");
        assertThat(responses.getJsonArray(1).getString(0)).isEqualTo("error");
        assertThat(responses.getJsonArray(2).toString()).isEqualTo("[\"Core/echo\",{\"hello\":[1,true]},\"c\"]");
    }

    @Test
    void unknownMethodsAreMethodErrors() {
        JsonArray responses = jmap.call("[\"Mailbox/get\",{},\"m\"]");
        assertThat(responses.getJsonArray(0).getJsonObject(1).getString("type")).isEqualTo("unknownMethod");
    }

    @Test
    void emailQueryNeedsTheMailCapability() {
        var response = jmap.post("/jmap", "{\"using\":[\"urn:ietf:params:jmap:core\"],"
                + "\"methodCalls\":[[\"Email/query\",{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\"},\"m\"]]}");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(JmapClient.json(response.body()).getJsonArray("methodResponses").getJsonArray(0)
                .getJsonObject(1).getString("type")).isEqualTo("unknownMethod");
    }
}
