package org.jsonpjackson.opensearch.testing;

import java.net.URI;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;

/**
 * The cluster a test runs against, and how to log in to it: the shared embedded node, or the external cluster
 * named by {@code -Dopensearch.url} (or {@code OPENSEARCH_URL}) with {@code -Dopensearch.user},
 * {@code -Dopensearch.password} and {@code -Dopensearch.trustAll}.
 *
 * @param uri      the cluster's HTTP address
 * @param user     basic-auth user, if the cluster needs one
 * @param password basic-auth password
 * @param trustAll whether to accept any TLS certificate (self-signed test clusters)
 */
public record OpenSearchTarget(URI uri, Optional<String> user, Optional<String> password, boolean trustAll) {

    public OpenSearchTarget {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
    }

    /** A cluster without authentication or TLS exceptions, such as the embedded node. */
    public static OpenSearchTarget of(URI uri) {
        return new OpenSearchTarget(uri, Optional.empty(), Optional.empty(), false);
    }

    /** The external cluster of the system properties and environment when one is named, else the shared node. */
    public static OpenSearchTarget current() {
        URI uri = EmbeddedOpenSearch.target();
        return new OpenSearchTarget(uri, Optional.ofNullable(System.getProperty("opensearch.user")),
                Optional.ofNullable(System.getProperty("opensearch.password")), Boolean.getBoolean("opensearch.trustAll"));
    }

    /**
     * This target under the key names of Apache James' {@code opensearch.properties}, which clients such as
     * {@code OpenSearchProperties.read} read.
     */
    public Properties properties() {
        Properties p = new Properties();
        p.setProperty("opensearch.hosts", uri.toString());
        user.ifPresent(u -> p.setProperty("opensearch.user", u));
        password.ifPresent(pw -> p.setProperty("opensearch.password", pw));
        if (trustAll) {
            p.setProperty("opensearch.hostScheme.https.sslValidationStrategy", "ignore");
        }
        return p;
    }
}
