/**
 * The JSON-P 2.1 provider over Jackson 2 streaming ({@code com.fasterxml.jackson.core}), and the bridge between
 * JSON-P and Jackson 2 parsers and generators for code that uses both.
 */
package org.jsonpjackson.json.jackson2;
