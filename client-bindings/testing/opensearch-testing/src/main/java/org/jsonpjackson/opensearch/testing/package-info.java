/**
 * Test support: an OpenSearch node (or cluster) embedded in the test JVM, or a node run from OpenSearch's minimal
 * distribution as a child process (2.x or 3.x), and a JUnit 5 extension that hands tests the shared node or an
 * external cluster.
 */
package org.jsonpjackson.opensearch.testing;
