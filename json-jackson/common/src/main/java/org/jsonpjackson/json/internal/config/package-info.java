/**
 * The provider's settings as read from a JSON-P config map. Internal to the provider: the module exports this
 * package only to the Jackson modules.
 */
package org.jsonpjackson.json.internal.config;
