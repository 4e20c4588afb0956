/**
 * The immutable value model (values, builders and the builder factory), seen by callers only through the {@code
 * jakarta.json} interfaces. Internal to the provider: the module exports this package only to the Jackson modules.
 */
package org.jsonpjackson.json.internal.model;
