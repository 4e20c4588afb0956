/**
 * JSON-P parsers and generators over Jackson 3. Internal to the provider: the module does not export this package.
 */
package org.jsonpjackson.json.jackson3.internal.stream;
