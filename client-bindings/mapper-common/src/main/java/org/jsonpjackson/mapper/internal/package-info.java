/**
 * What every search-client mapper of this project shares, whatever its client and its Jackson line, on JSON-P alone:
 * the Jackson line's interface ({@link org.jsonpjackson.mapper.internal.JacksonLine}, written once per line in
 * {@code mapper-jackson2} and {@code mapper-jackson3}), a value kept as tokens, the look-ahead walk over an object,
 * attributes, each mapper's cache of deserializers and the fast text reading of ISO instants. Each client's adapters
 * to its own interfaces are in {@code internal.opensearch} and {@code internal.elasticsearch}, with the client in
 * {@code provided} scope. Public for the mapper jars only; not an API.
 */
package org.jsonpjackson.mapper.internal;
