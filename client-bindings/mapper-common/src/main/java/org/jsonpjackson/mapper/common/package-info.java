/**
 * What every search-client mapper of this project shares and that needs no Jackson: attributes, each mapper's cache
 * of deserializers, the look-ahead walk over an object, and the fast text reading of ISO instants. Public for the
 * mapper jars only; not an API.
 */
package org.jsonpjackson.mapper.common;
