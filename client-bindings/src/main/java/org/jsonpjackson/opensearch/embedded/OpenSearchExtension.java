package org.jsonpjackson.opensearch.embedded;

import org.jsonpjackson.opensearch.config.SearchClientConfig;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

import java.net.URI;

/**
 * JUnit 5: gives tests a {@link SearchClientConfig} (or the {@link URI}) of the cluster to use. That is the
 * external cluster named by {@code -Dopensearch.url=...} or {@code OPENSEARCH_URL} when set, else one
 * embedded node shared by every test class in the JVM. Optional user and password for an external
 * cluster: {@code -Dopensearch.user} and {@code -Dopensearch.password}; for self-signed TLS,
 * {@code -Dopensearch.trustAll=true}.
 */
public final class OpenSearchExtension implements ParameterResolver {

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == SearchClientConfig.class || type == URI.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        URI target = EmbeddedOpenSearch.target();
        if (parameter.getParameter().getType() == URI.class) {
            return target;
        }
        return config(target);
    }

    /** The configuration for the target cluster, with the optional credentials above. */
    public static SearchClientConfig config(URI target) {
        SearchClientConfig.Builder builder = SearchClientConfig.builder().host(target.toString());
        String user = System.getProperty("opensearch.user");
        if (user != null) {
            builder.credentials(user, System.getProperty("opensearch.password", ""));
        }
        if (Boolean.getBoolean("opensearch.trustAll")) {
            builder.trustAllCertificates();
        }
        return builder.build();
    }
}
