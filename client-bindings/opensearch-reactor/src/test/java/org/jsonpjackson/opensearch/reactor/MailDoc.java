package org.jsonpjackson.opensearch.reactor;

import java.time.Instant;
import java.util.List;

/** A user document with the shapes mail documents have: text, longs, a date, a list. */
record MailDoc(String subject, long uid, Instant date, List<String> flags) {
}
