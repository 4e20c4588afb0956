package org.jsonpjackson.opensearch.testing;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

import java.net.URI;

/**
 * JUnit 5: gives tests the cluster to use, as an {@link OpenSearchTarget} or a plain {@link URI}. That is the
 * external cluster named by {@code -Dopensearch.url=...} or {@code OPENSEARCH_URL} when set (with
 * {@code -Dopensearch.user}, {@code -Dopensearch.password} and {@code -Dopensearch.trustAll=true} for it), else one
 * node shared by every test class in the JVM: embedded in it, or a child process with {@code -Dopensearch.node=process}
 * (see {@link OpenSearchTarget}).
 *
 * @since 0.1.0
 */
public final class OpenSearchExtension implements ParameterResolver {

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == OpenSearchTarget.class || type == URI.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        OpenSearchTarget target = OpenSearchTarget.current();
        return parameter.getParameter().getType() == URI.class ? target.uri() : target;
    }
}
