/**
 * The client's immutable, validated connection settings, built in code or read from Apache James' {@code
 * opensearch.properties}.
 */
package org.jsonpjackson.opensearch.reactor.config;
