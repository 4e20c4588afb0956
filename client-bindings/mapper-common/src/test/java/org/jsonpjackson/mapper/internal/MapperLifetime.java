package org.jsonpjackson.mapper.internal;

import org.junit.jupiter.api.Test;

import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A mapper lives no longer than its users hold it, whatever it read, and holds a document class no longer: the
 * lifetime test of every mapper, on {@link Lifetimes}. Written once, shared through this module's test jar: each
 * mapper module's {@code MapperLifetimeTest} extends it with its client's {@link ClientApi} and its mapper's
 * constructor.
 *
 * @param <M> the client's {@code JsonpMapper}
 */
public abstract class MapperLifetime<M> {

    private final ClientApi<M, ?> client;
    private final Supplier<M> newMapper;

    protected MapperLifetime(ClientApi<M, ?> client, Supplier<M> newMapper) {
        this.client = client;
        this.newMapper = newMapper;
    }

    @Test
    void droppedMappersAreCollectedWhateverClassesTheyRead() {
        assertThat(Lifetimes.survivors(200, newMapper, client::read, client.ownTypes())).isZero();
    }

    @Test
    void aDocumentClassLoaderIsCollectedWithTheMapperThatReadItsClass() {
        assertThat(Lifetimes.loaderSurvives(newMapper, client::read)).isFalse();
    }
}
