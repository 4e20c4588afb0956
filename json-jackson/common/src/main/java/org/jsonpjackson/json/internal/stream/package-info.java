/**
 * JSON-P's parser and generator rules, locations and errors, written once over Jackson's tokens for both Jackson
 * lines. Internal to the provider: the module exports this package only to the Jackson modules.
 */
package org.jsonpjackson.json.internal.stream;
