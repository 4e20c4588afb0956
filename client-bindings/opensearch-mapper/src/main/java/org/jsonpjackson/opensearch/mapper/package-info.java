/**
 * An opensearch-java {@code JsonpMapper} on the json-jackson provider and Jackson 2 databind, in place of
 * opensearch-java's {@code JacksonJsonpMapper}, without Parsson.
 */
package org.jsonpjackson.opensearch.mapper;
