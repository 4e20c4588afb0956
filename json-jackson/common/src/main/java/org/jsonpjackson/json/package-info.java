/**
 * The application-facing part of the JSON-P provider that does not depend on Jackson: {@link
 * org.jsonpjackson.json.Jsonp}, the provider looked up once and cached, and {@link
 * org.jsonpjackson.json.JsonpConfig}, the configuration keys the provider reads.
 */
package org.jsonpjackson.json;
