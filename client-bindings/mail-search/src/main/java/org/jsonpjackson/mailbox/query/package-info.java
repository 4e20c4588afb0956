/**
 * Searches as immutable values: a criteria tree, sorts, a page and options, validated when built.
 */
package org.jsonpjackson.mailbox.query;
