/**
 * Not an API: the one implementation of a search node run from its distribution as a child process, shared by
 * {@code org.jsonpjackson.elasticsearch.testing} and {@code org.jsonpjackson.opensearch.testing}, which are the
 * types users take. Its types may change in any release.
 */
package org.jsonpjackson.searchnode.internal;
