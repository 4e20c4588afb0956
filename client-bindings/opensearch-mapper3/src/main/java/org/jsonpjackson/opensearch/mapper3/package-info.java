/**
 * An opensearch-java {@code JsonpMapper} on the json-jackson3 provider and Jackson 3 databind ({@code
 * tools.jackson}), without Parsson.
 */
package org.jsonpjackson.opensearch.mapper3;
