/**
 * The Jackson-free half of the elasticsearch-java mappers, shared by {@code elasticsearch-mapper} and {@code
 * elasticsearch-mapper3}: token-backed {@code JsonData} and the look-ahead parser. Public for those jars only; not
 * an API.
 */
package org.jsonpjackson.elasticsearch.mapper.common;
