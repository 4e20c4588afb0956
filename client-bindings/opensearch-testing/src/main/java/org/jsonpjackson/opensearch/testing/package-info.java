/**
 * Test support: an embedded OpenSearch node (or cluster) in the test JVM, and a JUnit 5 extension that hands tests
 * the shared node or an external cluster.
 */
package org.jsonpjackson.opensearch.testing;
