/**
 * JSON-P parsers and generators over Jackson 2. Internal to the provider: the module does not export this package.
 */
package org.jsonpjackson.json.jackson2.internal.stream;
