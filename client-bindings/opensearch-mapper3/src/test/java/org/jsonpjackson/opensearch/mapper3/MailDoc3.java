package org.jsonpjackson.opensearch.mapper3;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/** A user document with the shapes mail documents have: text, longs, a date, a list, and free-form headers. */
public record MailDoc3(String subject, long uid, Instant date, List<String> flags, Map<String, Object> headers) {
}
