package org.jsonpjackson.sim.server;

import org.jsonpjackson.sim.auth.Account;
import org.jsonpjackson.sim.auth.LoginCredential;
import org.jsonpjackson.sim.auth.Users;

import java.util.List;
import java.util.Optional;

/**
 * Who logs in to the service in these tests: Ann and Ben, each owning the account of their mail in
 * {@link JmapFixture}, under account ids that are not their addresses; the owners of the oracle test's two
 * accounts; and the administrator.
 */
final class TestUsers {

    static final String ANN_ACCOUNT = "A-ann-7f3";
    static final String BEN_ACCOUNT = "A-ben-2c9";

    static final LoginCredential ANN = new LoginCredential("ann", "ann-secret", Optional.of("tok-ann"),
            Optional.of(new Account(ANN_ACCOUNT, JmapFixture.ANN)));
    static final LoginCredential BEN = new LoginCredential("ben", "ben-secret", Optional.of("tok-ben"),
            Optional.of(new Account(BEN_ACCOUNT, JmapFixture.BEN)));
    /** The owners of the oracle's two accounts ({@link OracleCorpus#MAIN} and {@link OracleCorpus#OTHER}). */
    static final LoginCredential ORACLE_MAIN = new LoginCredential("main", "main-secret", Optional.empty(),
            Optional.of(new Account("A-main-41d", OracleCorpus.MAIN)));
    static final LoginCredential ORACLE_OTHER = new LoginCredential("other", "other-secret", Optional.empty(),
            Optional.of(new Account("A-other-b07", OracleCorpus.OTHER)));
    static final LoginCredential ADMIN = new LoginCredential("admin", "admin-secret", Optional.empty(), Optional.empty());

    static final Users USERS = Users.of(List.of(ANN, BEN, ORACLE_MAIN, ORACLE_OTHER), ADMIN);

    private TestUsers() {
    }
}
