package org.jsonpjackson.sim.auth;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AuthenticatorTest {

    private static final LoginCredential ANN = new LoginCredential("ann", "s3cret", Optional.of("tok-ann"),
            Optional.of(new Account("A1", "ann@example.test")));
    private static final LoginCredential ADMIN = new LoginCredential("admin", "root", Optional.empty(), Optional.empty());
    private static final Users USERS = Users.of(List.of(ANN), ADMIN);

    private final Scheduler hashing = Schedulers.newParallel("hashing-test", 1);
    private final AtomicLong now = new AtomicLong();
    private final Authenticator auth = new Authenticator(USERS, hashing, now::get);

    @AfterEach
    void stop() {
        hashing.dispose();
    }

    private static String basic(String user, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aPasswordIsHashedOnceAndThenRememberedByItsHeader() {
        for (int i = 0; i < 5; i++) {
            assertThat(auth.authenticate(basic("ann", "s3cret")).block().username()).isEqualTo("ann");
        }
        assertThat(auth.passwordChecks()).isEqualTo(1);
    }

    @Test
    void theHashRunsOnTheHashingSchedulerNotTheCaller() {
        String thread = auth.authenticate(basic("ann", "s3cret")).map(p -> Thread.currentThread().getName()).block();
        assertThat(thread).startsWith("hashing-test");
    }

    @Test
    void aWrongPasswordIsNeverRemembered() {
        for (int i = 0; i < 3; i++) {
            assertThatThrownBy(() -> auth.authenticate(basic("ann", "guess")).block())
                    .isInstanceOf(Authenticator.Unauthenticated.class);
        }
        assertThat(auth.passwordChecks()).isEqualTo(3);
        assertThatThrownBy(() -> auth.authenticate(basic("nobody", "s3cret")).block())
                .isInstanceOf(Authenticator.Unauthenticated.class);
    }

    @Test
    void aRememberedHeaderIsCheckedAgainOnceItsTimeIsUp() {
        auth.authenticate(basic("ann", "s3cret")).block();
        now.addAndGet(Authenticator.REMEMBER.minus(Duration.ofSeconds(1)).toNanos());
        auth.authenticate(basic("ann", "s3cret")).block();
        assertThat(auth.passwordChecks()).isEqualTo(1);
        now.addAndGet(Duration.ofSeconds(2).toNanos());
        auth.authenticate(basic("ann", "s3cret")).block();
        assertThat(auth.passwordChecks()).isEqualTo(2);
    }

    @Test
    void aBearerTokenNeedsNoHash() {
        Principal ann = auth.authenticate("Bearer tok-ann").block();
        assertThat(ann.account("A1")).hasValueSatisfying(a -> assertThat(a.owner()).isEqualTo("ann@example.test"));
        assertThat(auth.passwordChecks()).isZero();
        assertThatThrownBy(() -> auth.authenticate("Bearer tok-other").block()).isInstanceOf(Authenticator.Unauthenticated.class);
    }

    @Test
    void onlyTheAdministratorIsAdministrator() {
        assertThat(auth.authenticate(basic("admin", "root")).block().admin()).isTrue();
        assertThat(auth.authenticate(basic("ann", "s3cret")).block().admin()).isFalse();
        assertThat(auth.authenticate(basic("admin", "root")).block().accounts()).isEmpty();
    }
}
