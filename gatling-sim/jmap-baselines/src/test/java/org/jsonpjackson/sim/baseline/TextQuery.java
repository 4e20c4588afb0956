package org.jsonpjackson.sim.baseline;

import org.jsonpjackson.sim.auth.LoginCredential;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

import static org.assertj.core.api.Assertions.assertThat;

/** The JMAP text query the baselines' tests send to each mode's service, to compare their answers. */
public final class TextQuery {

    private TextQuery() {
    }

    /**
     * {@code Email/query} for {@code word} in {@code user}'s own account, logged in as {@code user}, newest first,
     * 30 at most, with the total: the response body, once the status is checked to be 200.
     */
    public static String send(URI service, LoginCredential user, String word) throws Exception {
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
}
