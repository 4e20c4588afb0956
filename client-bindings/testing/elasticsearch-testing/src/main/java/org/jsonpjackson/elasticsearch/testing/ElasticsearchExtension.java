package org.jsonpjackson.elasticsearch.testing;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

import java.net.URI;

/**
 * JUnit 5: gives tests the Elasticsearch node shared by every test class in the JVM ({@link ElasticsearchNode#shared()}),
 * as an {@link ElasticsearchNode} or its HTTP {@link URI}. The node starts on first use and stops when the JVM
 * exits. A node that cannot start fails the test with {@link ElasticsearchStartException}; it never skips it.
 *
 * @since 0.1.0
 */
public final class ElasticsearchExtension implements ParameterResolver {

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == ElasticsearchNode.class || type == URI.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        ElasticsearchNode node = ElasticsearchNode.shared();
        return parameter.getParameter().getType() == URI.class ? node.uri() : node;
    }
}
