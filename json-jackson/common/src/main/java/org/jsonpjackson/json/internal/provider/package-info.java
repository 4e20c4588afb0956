/**
 * The Jackson-free bulk of the JSON-P provider, which each Jackson module extends with its parser and generator
 * factories. Internal to the provider: the module exports this package only to the Jackson modules.
 */
package org.jsonpjackson.json.internal.provider;
