/**
 * An opensearch-java transport on Reactor Netty that decodes off the event loop, and the typed exceptions it fails
 * with.
 */
package org.jsonpjackson.opensearch.reactor.transport;
