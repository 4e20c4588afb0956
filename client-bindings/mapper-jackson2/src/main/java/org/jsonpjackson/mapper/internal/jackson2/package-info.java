/**
 * What both search clients' Jackson 2 mappers do alike, written once: their Jackson line
 * ({@link org.jsonpjackson.mapper.internal.jackson2.Jackson2Line}: buffering and replaying tokens, the look-ahead on a
 * token buffer, their provider, documents read and written with databind) and the fast ISO instant deserializer.
 * Client-neutral: each client's adapters are in {@code mapper-common}. Public for the mapper jars only; not an API.
 */
package org.jsonpjackson.mapper.internal.jackson2;
