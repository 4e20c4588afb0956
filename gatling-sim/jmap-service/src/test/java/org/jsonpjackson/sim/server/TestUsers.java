package org.jsonpjackson.sim.server;

import org.jsonpjackson.sim.auth.Account;
import org.jsonpjackson.sim.auth.Credential;
import org.jsonpjackson.sim.auth.Users;

import java.util.List;
import java.util.Optional;

/**
 * Who logs in to the service in these tests: Ann and Ben, each owning the account of their mail in
 * {@link JmapFixture}, under account ids that are not their addresses, and the administrator.
 */
final class TestUsers {

    static final String ANN_ACCOUNT = "A-ann-7f3";
    static final String BEN_ACCOUNT = "A-ben-2c9";

    static final Credential ANN = new Credential("ann", "ann-secret", Optional.of("tok-ann"),
            Optional.of(new Account(ANN_ACCOUNT, JmapFixture.ANN)));
    static final Credential BEN = new Credential("ben", "ben-secret", Optional.of("tok-ben"),
            Optional.of(new Account(BEN_ACCOUNT, JmapFixture.BEN)));
    static final Credential ADMIN = new Credential("admin", "admin-secret", Optional.empty(), Optional.empty());

    static final Users USERS = Users.of(List.of(ANN, BEN), ADMIN);

    private TestUsers() {
    }
}
