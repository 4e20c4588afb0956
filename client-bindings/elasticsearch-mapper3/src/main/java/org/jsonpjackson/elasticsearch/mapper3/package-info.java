/**
 * An elasticsearch-java 9 {@code JsonpMapper} on the json-jackson3 provider and Jackson 3 databind ({@code
 * tools.jackson}), in place of its {@code Jackson3JsonpMapper}, without Parsson or Jackson 2.
 */
package org.jsonpjackson.elasticsearch.mapper3;
