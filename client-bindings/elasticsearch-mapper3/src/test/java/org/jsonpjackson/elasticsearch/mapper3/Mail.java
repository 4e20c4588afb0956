package org.jsonpjackson.elasticsearch.mapper3;

import java.time.Instant;
import java.util.List;

/** The test documents: mails with keywords, numbers, dates and nested comments. */
public record Mail(String id, String subject, List<String> tags, int size, double spam, Instant received,
                   List<Comment> comments) {

    public record Comment(String author, String text, int likes) {
    }

    /** m1 to m5, as indexed into the node the responses under {@code recorded/} come from (m6 failed to index). */
    public static final List<Mail> RECORDED = List.of(
            new Mail("m1", "hello \u00e9t\u00e9", List.of("inbox", "work"), 1200, 0.125,
                    Instant.parse("2026-11-20T08:15:30.250Z"),
                    List.of(new Comment("bob", "see you", 3), new Comment("ann", "ok", 0))),
            new Mail("m2", "invoice \u65e5\u672c \"quoted\"", List.of("bills"), 53000, 0.75,
                    Instant.parse("2026-11-20T17:45:00Z"), List.of()),
            new Mail("m3", "trip photos \ud83d\udce7", List.of("family", "travel", "inbox"), 98000, 0.001,
                    Instant.parse("2026-11-21T06:00:00.001Z"),
                    List.of(new Comment("chlo\u00e9", "lovely", 12), new Comment("bob", "where?", 7))),
            // its tags were indexed as one string, "work": read into a list all the same
            new Mail("m4", "meeting report", List.of("work"), 4000, 0.0, Instant.parse("2026-11-22T12:00:00.999Z"),
                    List.of(new Comment("dmitri", "tab\tseparated", 1))),
            new Mail("m5", "lunch ticket", List.of("inbox"), 700, 0.5, Instant.parse("2026-11-22T12:30:00Z"),
                    List.of(new Comment("bob", "yes", 2))));
}
