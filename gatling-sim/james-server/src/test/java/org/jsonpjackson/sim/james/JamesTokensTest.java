package org.jsonpjackson.sim.james;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The tokens' form, read back as a verifier reads them: the PEM file's key checks the signature, the claims name the
 * user. Whether James accepts them is {@link JamesServerIT}'s to show, on a real James.
 */
class JamesTokensTest {

    @Test
    void aMintedTokenVerifiesAgainstThePublicKeyFileAndNamesItsUser(@TempDir Path dir) throws Exception {
        JamesTokens tokens = JamesTokens.generate(dir);
        String token = tokens.mint("user1@james.test");

        String[] parts = token.split("\\.");
        assertThat(parts).hasSize(3);
        assertThat(json(parts[0])).isEqualTo("{\"alg\":\"RS256\",\"typ\":\"JWT\"}");
        assertThat(json(parts[1])).startsWith("{\"sub\":\"user1@james.test\",\"iat\":");
        assertThat(verifies(tokens.publicKeyPem(), token)).isTrue();
    }

    @Test
    void aTokenWithItsSubjectSwappedNoLongerVerifies(@TempDir Path dir) throws Exception {
        JamesTokens tokens = JamesTokens.generate(dir);
        String swapped = JamesTokens.withSubjectSwapped(tokens.mint("user1@james.test"), "user2@james.test");

        assertThat(json(swapped.split("\\.")[1])).startsWith("{\"sub\":\"user2@james.test\",");
        assertThat(verifies(tokens.publicKeyPem(), swapped)).isFalse();
    }

    @Test
    void theLoginIsBearerOrBasicAndABadValueNamesTheSetting() {
        assertThat(JamesLogin.parse(" Bearer ")).isEqualTo(JamesLogin.BEARER);
        assertThat(JamesLogin.parse("basic").loadAuth()).isEqualTo("basic");
        assertThatThrownBy(() -> JamesLogin.parse("token")).hasMessageContaining("james.auth")
                .hasMessageContaining("'token'");
    }

    private static String json(String part) {
        return new String(Base64.getUrlDecoder().decode(part), StandardCharsets.UTF_8);
    }

    /** RS256 checked with the JDK against the key as James reads it: the PEM file's X.509 SubjectPublicKeyInfo. */
    private static boolean verifies(Path pem, String token) throws Exception {
        String base64 = Files.readString(pem).replaceAll("-----[A-Z ]+-----", "").replaceAll("\\s", "");
        PublicKey key = KeyFactory.getInstance("RSA").generatePublic(new X509EncodedKeySpec(Base64.getDecoder().decode(base64)));
        int lastDot = token.lastIndexOf('.');
        Signature rs256 = Signature.getInstance("SHA256withRSA");
        rs256.initVerify(key);
        rs256.update(token.substring(0, lastDot).getBytes(StandardCharsets.US_ASCII));
        return rs256.verify(Base64.getUrlDecoder().decode(token.substring(lastDot + 1)));
    }
}
