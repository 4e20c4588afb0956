package org.jsonpjackson.sim.server;

import org.jsonpjackson.sim.auth.Account;
import org.jsonpjackson.sim.auth.Credential;
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

    static final Credential ANN = new Credential("ann", "ann-secret", Optional.of("tok-ann"),
            Optional.of(new Account(ANN_ACCOUNT, JmapFixture.ANN)));
    static final Credential BEN = new Credential("ben", "ben-secret", Optional.of("tok-ben"),
            Optional.of(new Account(BEN_ACCOUNT, JmapFixture.BEN)));
    /** The owners of the oracle's two accounts ({@link OracleCorpus#MAIN} and {@link OracleCorpus#OTHER}). */
    static final Credential ORACLE_MAIN = new Credential("main", "main-secret", Optional.empty(),
            Optional.of(new Account("A-main-41d", OracleCorpus.MAIN)));
    static final Credential ORACLE_OTHER = new Credential("other", "other-secret", Optional.empty(),
            Optional.of(new Account("A-other-b07", OracleCorpus.OTHER)));
    static final Credential ADMIN = new Credential("admin", "admin-secret", Optional.empty(), Optional.empty());

    static final Users USERS = Users.of(List.of(ANN, BEN, ORACLE_MAIN, ORACLE_OTHER), ADMIN);

    private TestUsers() {
    }
}
