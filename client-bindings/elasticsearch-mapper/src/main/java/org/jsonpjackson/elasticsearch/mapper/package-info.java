/**
 * An elasticsearch-java 8.19 {@code JsonpMapper} on the json-jackson provider and Jackson 2 databind, in place of
 * elasticsearch-java's {@code JacksonJsonpMapper}, without Parsson.
 */
package org.jsonpjackson.elasticsearch.mapper;
