/**
 * The parts the Jackson 2 mappers of both search clients share: the look-ahead on a Jackson 2 token buffer and the
 * fast ISO instant deserializer. Public for the mapper jars only; not an API.
 */
package org.jsonpjackson.mapper.jackson2;
