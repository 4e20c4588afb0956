/**
 * The Jackson-free half of the opensearch-java mappers, shared by {@code opensearch-mapper} and {@code
 * opensearch-mapper3}: the look-up of opensearch-java's own deserializers, token-backed {@code JsonData} and the
 * look-ahead parser. Public for those jars only; not an API.
 */
package org.jsonpjackson.opensearch.mapper.common;
