package org.jsonpjackson.sim.corpus;

import org.jsonpjackson.sim.auth.Account;
import org.jsonpjackson.sim.auth.LoginCredential;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * The corpus' users as a JMAP service knows them: each user of a {@link CorpusSpec} gets a password, a bearer
 * token and one account with an opaque id, all derived from a secret with HMAC-SHA256, so that every JVM given
 * the same spec and secret (a service, a load generator) agrees on them without sharing a file. Plus an
 * administrator, who may import mail and owns no account.
 */
public final class CorpusUsers {

    public static final String ADMIN = "admin";

    private CorpusUsers() {
    }

    /** Every user of {@code spec}, in order. */
    public static List<LoginCredential> of(CorpusSpec spec, String secret) {
        List<LoginCredential> users = new ArrayList<>(spec.users());
        for (int n = 0; n < spec.users(); n++) {
            String user = CorpusSpec.user(n);
            Account account = new Account("A" + HexFormat.of().formatHex(mac(secret, "account:" + user), 0, 8), user);
            users.add(new LoginCredential(user, secret(secret, "password:" + user, 20),
                    Optional.of("tok_" + secret(secret, "token:" + user, 32)), Optional.of(account)));
        }
        return users;
    }

    /** The administrator: {@code password} when one is given, else one derived from the secret. */
    public static LoginCredential admin(String secret, Optional<String> password) {
        return new LoginCredential(ADMIN, password.orElseGet(() -> secret(secret, "password:" + ADMIN, 20)),
                Optional.empty(), Optional.empty());
    }

    /**
     * Writes a users feeder for load generators: a header, then {@code user,password,token,idPrefix} per user,
     * where {@code idPrefix} is what the ids of the user's own emails start with in this corpus.
     */
    public static void writeFeeder(List<LoginCredential> users, Path file) throws IOException {
        StringBuilder csv = new StringBuilder("user,password,token,idPrefix\n");
        for (int n = 0; n < users.size(); n++) {
            LoginCredential c = users.get(n);
            csv.append(c.username()).append(',').append(c.password()).append(',').append(c.token().orElse(""))
                    .append(",u").append(n).append("-m\n");
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, csv, StandardCharsets.UTF_8);
    }

    private static String secret(String key, String what, int length) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(mac(key, what)).substring(0, length);
    }

    private static byte[] mac(String key, String what) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return mac.doFinal(what.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is missing from this JVM", e);
        }
    }
}
