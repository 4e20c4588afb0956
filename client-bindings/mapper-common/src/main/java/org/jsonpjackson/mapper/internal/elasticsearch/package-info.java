/**
 * The elasticsearch-java half of the mappers, shared by {@code elasticsearch-mapper} (Jackson 2, elasticsearch-java
 * 8.19) and {@code elasticsearch-mapper3} (Jackson 3, 9.x), on JSON-P and elasticsearch-java alone (which this jar
 * takes in {@code provided} scope: each mapper brings its own line's): the look-up of elasticsearch-java's own
 * deserializers, {@code JsonData} kept as tokens, databind for documents and the look-ahead parser, as adapters of
 * the mapper's {@link org.jsonpjackson.mapper.internal.JacksonLine} to elasticsearch-java's interfaces. Compiled
 * against 8.19; the types it uses are the same in 9.x, and each mapper's tests run it on its own line. Not an API.
 */
package org.jsonpjackson.mapper.internal.elasticsearch;
