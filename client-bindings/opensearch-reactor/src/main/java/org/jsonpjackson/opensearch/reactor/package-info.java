/**
 * A lazy Reactor API over opensearch-java's asynchronous client: nothing is sent before a subscription, and
 * cancelling cancels the request.
 */
package org.jsonpjackson.opensearch.reactor;
