/**
 * The opensearch-java half of the mappers, shared by {@code opensearch-mapper} (Jackson 2) and
 * {@code opensearch-mapper3} (Jackson 3), on JSON-P and opensearch-java alone (which this jar takes in
 * {@code provided} scope: each mapper brings it): the look-up of opensearch-java's own deserializers, {@code JsonData}
 * kept as tokens, databind for documents and the look-ahead parser, as adapters of the mapper's
 * {@link org.jsonpjackson.mapper.internal.JacksonLine} to opensearch-java's interfaces. Not an API.
 */
package org.jsonpjackson.mapper.internal.opensearch;
