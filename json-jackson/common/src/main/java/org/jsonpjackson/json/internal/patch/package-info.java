/**
 * JSON Pointer, JSON Patch, JSON Merge Patch and diff, built on any JSON-P provider's values. Internal to the
 * provider: the module exports this package only to the Jackson modules.
 */
package org.jsonpjackson.json.internal.patch;
