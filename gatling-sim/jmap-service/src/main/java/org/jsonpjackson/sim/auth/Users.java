package org.jsonpjackson.sim.auth;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The users table: passwords kept as salted PBKDF2 hashes, bearer tokens as SHA-256 digests, nothing in clear.
 * Immutable once built.
 */
public final class Users {

    /** PBKDF2-HMAC-SHA256 rounds: a few milliseconds per check, paid once per credential thanks to the cache. */
    static final int ROUNDS = 10_000;

    private record Entry(Principal principal, byte[] salt, byte[] hash) {
    }

    private final Map<String, Entry> byName;
    private final Map<String, Principal> byTokenDigest;

    private Users(Map<String, Entry> byName, Map<String, Principal> byTokenDigest) {
        this.byName = Map.copyOf(byName);
        this.byTokenDigest = Map.copyOf(byTokenDigest);
    }

    /** A table of {@code users}, each owning their account, and {@code admin}, who may import. */
    public static Users of(List<LoginCredential> users, LoginCredential admin) {
        Map<String, Entry> byName = new HashMap<>();
        Map<String, Principal> byToken = new HashMap<>();
        SecureRandom random = new SecureRandom();
        for (LoginCredential c : users) {
            add(c, false, random, byName, byToken);
        }
        add(admin, true, random, byName, byToken);
        return new Users(byName, byToken);
    }

    private static void add(LoginCredential c, boolean admin, SecureRandom random, Map<String, Entry> byName,
                            Map<String, Principal> byToken) {
        Principal principal = new Principal(c.username(),
                c.account().map(a -> Map.of(a.id(), a)).orElse(Map.of()), admin);
        byte[] salt = new byte[16];
        random.nextBytes(salt);
        if (byName.put(c.username(), new Entry(principal, salt, hash(c.password(), salt))) != null) {
            throw new IllegalArgumentException("Two users named " + c.username());
        }
        c.token().ifPresent(token -> byToken.put(digest(token), principal));
    }

    /** The user, if {@code password} is theirs. Costs a PBKDF2 hash: call it off the event loop. */
    Optional<Principal> checkPassword(String username, String password) {
        Entry entry = byName.get(username);
        if (entry == null) {
            // the same work as for a known user, so that timing does not tell which names exist
            hash(password, new byte[16]);
            return Optional.empty();
        }
        return MessageDigest.isEqual(entry.hash, hash(password, entry.salt)) ? Optional.of(entry.principal) : Optional.empty();
    }

    /** The user holding this bearer token, if any. A digest and a map look-up: cheap anywhere. */
    Optional<Principal> checkToken(String token) {
        return Optional.ofNullable(byTokenDigest.get(digest(token)));
    }

    /** How many users, the administrator included. */
    public int size() {
        return byName.size();
    }

    static String digest(String secret) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(d);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    private static byte[] hash(String password, byte[] salt) {
        try {
            PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), salt, ROUNDS, 256);
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is missing from this JVM", e);
        }
    }
}
