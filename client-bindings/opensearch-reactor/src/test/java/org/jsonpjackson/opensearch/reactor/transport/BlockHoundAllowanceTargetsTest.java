package org.jsonpjackson.opensearch.reactor.transport;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.reflect.Method;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link JacksonBlockHoundIntegration} allows blocking in two jackson-databind methods, by name, in Jackson 2's databind and in Jackson 3's
 * (on this module's test class path through opensearch-mapper3). This module's
 * tests run on our Jackson and again on the one opensearch-java 2.x declares; each run checks that the names still
 * exist in its databind. (Which opensearch-java and Jackson each run has is checked by opensearch-mapper's
 * {@code OpenSearchJavaLineTest}: both modules' second run is the parent POM's one execution.)
 */
class BlockHoundAllowanceTargetsTest {

    /** BlockHound matches the allowance by class and method name, and says nothing when a name matches nothing. */
    @ParameterizedTest
    @ValueSource(strings = {"com.fasterxml.jackson.databind.deser.DeserializerCache",
            "tools.jackson.databind.deser.DeserializerCache"})
    void theDeserializerCacheMethodsTheBlockHoundAllowanceNamesExistInThisRunsDatabind(String name)
            throws ClassNotFoundException {
        Class<?> cache = Class.forName(name);
        assertThat(Arrays.stream(cache.getDeclaredMethods()).map(Method::getName))
                .contains("_createAndCacheValueDeserializer", "_createAndCache2");
    }

    /**
     * {@link NettyAllocatorBlockHoundIntegration}'s names, in this run's Netty (4.1 in most runs, 4.2 in reactor-2025;
     * both have the adaptive allocator, 4.2 makes it the default): each method exists and takes the lock it is allowed
     * to wait on.
     */
    @ParameterizedTest
    @ValueSource(strings = {NettyAllocatorBlockHoundIntegration.MAGAZINE, NettyAllocatorBlockHoundIntegration.MAGAZINE_GROUP})
    void theAllocatorMethodsTheBlockHoundAllowanceNamesExistInThisRunsNetty(String name) throws ClassNotFoundException {
        Class<?> type = Class.forName(name);
        assertThat(Arrays.stream(type.getDeclaredMethods()).map(Method::getName)).contains("free");
        assertThat(Arrays.stream(type.getDeclaredFields()).map(f -> f.getType().getName()))
                .contains("java.util.concurrent.locks.StampedLock");
    }
}
