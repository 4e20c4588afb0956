/**
 * The messages the mail search indexes, as immutable records: addresses, headers, attachments and IMAP flags.
 */
package org.jsonpjackson.mailbox.message;
