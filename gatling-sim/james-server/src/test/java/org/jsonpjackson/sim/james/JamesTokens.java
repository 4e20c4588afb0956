package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Signature;
import java.time.Instant;
import java.util.Base64;

/**
 * The tokens James' {@code JWTAuthenticationStrategy} accepts, minted for one run: an RSA key pair made now, its
 * public key written as the PEM file {@code jmap.properties} names ({@code jwt.publickeypem.url}), and for each user
 * an RS256 JSON Web Token whose subject ({@code sub}) is the user, as an identity provider in front of a deployed
 * James would issue it.
 *
 * <p>Made with the JDK alone ({@link KeyPairGenerator}, {@link Signature} {@code SHA256withRSA}): an RS256 token is
 * two base64url JSON texts and an RSASSA-PKCS1-v1_5 signature over them (RFC 7515, 7518), all of which the JDK has. A
 * JWT library would bring its own JSON binding onto a test class path whose Jackson is part of what is measured, and
 * the check that matters is not ours anyway: James verifies each token with its own library (jjwt), and
 * {@code JamesServerIT} shows that it accepts these and refuses a tampered one.
 */
final class JamesTokens {

    private static final Base64.Encoder URL = Base64.getUrlEncoder().withoutPadding();
    private static final String HEADER = URL.encodeToString("{\"alg\":\"RS256\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.US_ASCII));

    private final PrivateKey signingKey;
    private final Path publicKeyPem;

    private JamesTokens(PrivateKey signingKey, Path publicKeyPem) {
        this.signingKey = signingKey;
        this.publicKeyPem = publicKeyPem;
    }

    /**
     * A new RSA key pair (2048 bits), both halves written as PEM into {@code dir}: {@code jwt_publickey} (X.509
     * SubjectPublicKeyInfo, what James reads) and {@code jwt_privatekey} (PKCS #8, for minting by hand).
     */
    static JamesTokens generate(Path dir) throws IOException {
        KeyPair pair;
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(2048);
            pair = generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("This JDK cannot make an RSA key pair", e);
        }
        Files.createDirectories(dir);
        Path publicKey = Files.writeString(dir.resolve("jwt_publickey"), pem("PUBLIC KEY", pair.getPublic().getEncoded()));
        Files.writeString(dir.resolve("jwt_privatekey"), pem("PRIVATE KEY", pair.getPrivate().getEncoded()));
        return new JamesTokens(pair.getPrivate(), publicKey);
    }

    /** The public key's PEM file, for {@code jwt.publickeypem.url}. */
    Path publicKeyPem() {
        return publicKeyPem;
    }

    /** A token for {@code user}: its subject, issued now, no expiry (a run is shorter than any useful one). */
    String mint(String user) {
        String claims = "{\"sub\":\"" + user + "\",\"iat\":" + Instant.now().getEpochSecond() + "}";
        String signed = HEADER + "." + URL.encodeToString(claims.getBytes(StandardCharsets.UTF_8));
        return signed + "." + URL.encodeToString(sign(signed));
    }

    /**
     * {@code token} with its claims replaced by {@code otherUser}'s while its signature stays: what an attacker who
     * holds one user's token would send to act as another. James must refuse it.
     */
    static String withSubjectSwapped(String token, String otherUser) {
        String[] parts = token.split("\\.");
        String claims = new String(Base64.getUrlDecoder().decode(parts[1]), StandardCharsets.UTF_8);
        String swapped = claims.replaceFirst("\"sub\":\"[^\"]*\"", "\"sub\":\"" + otherUser + "\"");
        if (swapped.equals(claims)) {
            throw new IllegalArgumentException("No subject to swap in " + claims);
        }
        return parts[0] + "." + URL.encodeToString(swapped.getBytes(StandardCharsets.UTF_8)) + "." + parts[2];
    }

    private byte[] sign(String signed) {
        try {
            Signature rs256 = Signature.getInstance("SHA256withRSA");
            rs256.initSign(signingKey);
            rs256.update(signed.getBytes(StandardCharsets.US_ASCII));
            return rs256.sign();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Signing a token failed", e);
        }
    }

    private static String pem(String type, byte[] der) {
        return "-----BEGIN " + type + "-----\n" + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der)
                + "\n-----END " + type + "-----\n";
    }
}
