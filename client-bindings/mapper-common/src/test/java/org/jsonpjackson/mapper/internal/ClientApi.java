package org.jsonpjackson.mapper.internal;

import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;

import java.util.Map;

/**
 * What the tests every mapper runs ({@link JsonDataBehaviour}, {@link MapperLifetime}) ask of one client's API: the
 * calls whose signatures name the client's own types, so that each of those tests is written once for both clients.
 * One implementation per client, in this module's test jar ({@code internal.opensearch.OpenSearchJavaApi},
 * {@code internal.elasticsearch.ElasticsearchJavaApi}): the only client-typed code of those tests.
 *
 * @param <M> the client's {@code JsonpMapper}
 * @param <D> the client's {@code JsonData}
 */
public interface ClientApi<M, D> {

    /** The client's {@code JsonpMapper} interface, for {@link RecordingProvider#mapper}. */
    Class<M> mapperType();

    /** The client's {@code JsonData} interface. */
    Class<D> jsonDataType();

    /** Some of the client's own types, each with a JSON text of it, for mappers to read. */
    Map<Class<?>, String> ownTypes();

    /** {@code mapper.jsonProvider()}. */
    JsonProvider provider(M mapper);

    /** {@code json} read as a {@code type} by {@code mapper.deserialize}, from a parser of its provider. */
    Object read(M mapper, String json, Class<?> type);

    /** {@code mapper.serialize(value, generator)}. */
    void serialize(M mapper, Object value, JsonGenerator generator);

    /** {@code data.to(type)}. */
    <T> T to(D data, Class<T> type);

    /** {@code data.to(type, mapper)}; {@code mapper} may be null. */
    <T> T to(D data, Class<T> type, M mapper);

    /** {@code data.deserialize(JsonpDeserializer.of(type), mapper)}. */
    Object deserialize(D data, Class<?> type, M mapper);

    /** The mapper that {@code data.deserialize(deserializer)} hands its deserializer. */
    Object mapperSeen(D data);

    /** The mapper that {@code data.deserialize(deserializer, mapper)} hands its deserializer; {@code mapper} may be null. */
    Object mapperSeen(D data, M mapper);
}
