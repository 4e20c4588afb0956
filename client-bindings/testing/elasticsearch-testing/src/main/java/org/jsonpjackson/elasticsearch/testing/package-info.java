/**
 * Test support: a real Elasticsearch 8.19 node run as a child process, and a JUnit 5 extension that hands tests
 * the node shared by the JVM.
 */
package org.jsonpjackson.elasticsearch.testing;
