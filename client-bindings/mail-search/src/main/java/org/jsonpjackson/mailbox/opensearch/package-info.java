/**
 * The mail search backend on OpenSearch: the index and its aliases, indexing of messages, and searches over
 * messages or over emails (as JMAP {@code Email/query} sees them).
 */
package org.jsonpjackson.mailbox.opensearch;
