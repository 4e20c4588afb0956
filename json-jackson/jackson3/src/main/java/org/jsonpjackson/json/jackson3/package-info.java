/**
 * The JSON-P 2.1 provider over Jackson 3 streaming ({@code tools.jackson.core}), and the bridge between JSON-P and
 * Jackson 3 parsers and generators for code that uses both.
 */
package org.jsonpjackson.json.jackson3;
