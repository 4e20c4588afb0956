/**
 * Readers and writers of whole JSON texts over the provider's parsers and generators. Internal to the provider:
 * the module exports this package only to the Jackson modules.
 */
package org.jsonpjackson.json.internal.io;
