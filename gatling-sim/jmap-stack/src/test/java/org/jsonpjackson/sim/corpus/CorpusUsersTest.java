package org.jsonpjackson.sim.corpus;

import org.jsonpjackson.sim.auth.LoginCredential;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class CorpusUsersTest {

    private static final CorpusSpec SPEC = new CorpusSpec(42, 50, 1);

    @Test
    void theSameSecretGivesTheSameCredentialsAnotherGivesOthers() {
        List<LoginCredential> users = CorpusUsers.of(SPEC, "one");
        assertThat(CorpusUsers.of(SPEC, "one")).isEqualTo(users);
        List<LoginCredential> other = CorpusUsers.of(SPEC, "two");
        for (int i = 0; i < users.size(); i++) {
            assertThat(other.get(i).password()).isNotEqualTo(users.get(i).password());
            assertThat(other.get(i).account().orElseThrow().id()).isNotEqualTo(users.get(i).account().orElseThrow().id());
        }
    }

    @Test
    void everyUserOwnsTheirMailUnderAnOpaqueAccountIdAndHasATokenOfTheirOwn() {
        List<LoginCredential> users = CorpusUsers.of(SPEC, "s");
        assertThat(users).hasSize(50);
        for (int i = 0; i < users.size(); i++) {
            LoginCredential user = users.get(i);
            assertThat(user.username()).isEqualTo(CorpusSpec.user(i));
            assertThat(user.account().orElseThrow().owner()).isEqualTo(CorpusSpec.user(i));
            assertThat(user.account().orElseThrow().id()).doesNotContain("@").doesNotContain("user" + i);
        }
        assertThat(new HashSet<>(users.stream().map(u -> u.account().orElseThrow().id()).toList())).hasSize(50);
        assertThat(new HashSet<>(users.stream().map(u -> u.token().orElseThrow()).toList())).hasSize(50);
        assertThat(CorpusUsers.admin("s", Optional.empty()).account()).isEmpty();
        assertThat(CorpusUsers.admin("s", Optional.of("given")).password()).isEqualTo("given");
    }

    @Test
    void theFeederHasAHeaderAndOneLinePerUser(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("sub/users.csv");
        List<LoginCredential> users = CorpusUsers.of(new CorpusSpec(1, 3, 1), "s");
        CorpusUsers.writeFeeder(users, file);
        List<String> lines = Files.readAllLines(file);
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).isEqualTo("user,password,token,idPrefix");
        assertThat(lines.get(2)).isEqualTo(users.get(1).username() + "," + users.get(1).password() + ","
                + users.get(1).token().orElseThrow() + ",u1-m");
    }
}
