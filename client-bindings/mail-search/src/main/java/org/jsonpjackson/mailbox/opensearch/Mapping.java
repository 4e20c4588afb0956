package org.jsonpjackson.mailbox.opensearch;

import org.opensearch.client.opensearch._types.mapping.DynamicMapping;
import org.opensearch.client.opensearch._types.mapping.Property;
import org.opensearch.client.opensearch._types.mapping.TypeMapping;
import org.opensearch.client.opensearch.indices.IndexSettingsAnalysis;

import static org.jsonpjackson.mailbox.opensearch.Fields.*;

/** The analysis settings both indexes share, and their strict mappings: mailbox messages, and emails. */
final class Mapping {

    /** Lower-cases and folds accents, so {@code $Important} and {@code $importänt} are one keyword. */
    static final String FOLDING_NORMALIZER = "lowercase_folding";
    /** Keeps e-mail addresses and URLs as single tokens; for display names such as "bob@x.org (Bob)". */
    static final String MAIL_AND_URL_ANALYZER = "keep_mail_and_url";
    /** Words, lower-cased and folded, for subjects and bodies. */
    static final String FOLDING_ANALYZER = "folding";
    /**
     * Words as runs of letters and digits: Unicode word breaks, then split again at the dots, hyphens and
     * underscores a word may hold, lower-cased and folded. {@code alice.nadir@north.test} is the words
     * alice, nadir, north and test. Every field a text condition looks in uses it, so that a word is the
     * same word wherever it is.
     */
    static final String WORDS_ANALYZER = "words";
    private static final String WORD_PARTS = "word_parts";

    private static final String DATE_FORMAT = "strict_date_optional_time||epoch_millis";

    private Mapping() {
    }

    static IndexSettingsAnalysis analysis() {
        return IndexSettingsAnalysis.of(a -> a
                .normalizer(FOLDING_NORMALIZER, n -> n.custom(c -> c.filter("lowercase", "asciifolding")))
                .filter(WORD_PARTS, f -> f.definition(d -> d.wordDelimiterGraph(w -> w
                        .generateWordParts(true).generateNumberParts(true)
                        .splitOnCaseChange(false).splitOnNumerics(false).stemEnglishPossessive(false)
                        .preserveOriginal(false).catenateAll(false).catenateWords(false).catenateNumbers(false))))
                .analyzer(MAIL_AND_URL_ANALYZER, an -> an.custom(c -> c
                        .tokenizer("uax_url_email").filter("lowercase", "asciifolding")))
                .analyzer(FOLDING_ANALYZER, an -> an.custom(c -> c
                        .tokenizer("standard").filter("lowercase", "asciifolding")))
                .analyzer(WORDS_ANALYZER, an -> an.custom(c -> c
                        .tokenizer("standard").filter(WORD_PARTS, "lowercase", "asciifolding"))));
    }

    /** One document per message in a mailbox, {@code <mailboxId>:<uid>}, as Apache James indexes them. */
    static TypeMapping mapping() {
        return TypeMapping.of(m -> m
                .dynamic(DynamicMapping.Strict)
                .routing(r -> r.required(true))
                .properties(MESSAGE_ID, keyword())
                .properties(MAILBOX_ID, keyword())
                .properties(THREAD_ID, keyword())
                .properties(MIME_MESSAGE_ID, keyword())
                .properties(USER, keyword())
                .properties(MEDIA_TYPE, keyword())
                .properties(SUBTYPE, keyword())
                .properties(USER_FLAGS, foldedKeyword())
                .properties(UID, longField())
                .properties(MOD_SEQ, longField())
                .properties(SIZE, longField())
                .properties(IS_ANSWERED, bool())
                .properties(IS_DELETED, bool())
                .properties(IS_DRAFT, bool())
                .properties(IS_FLAGGED, bool())
                .properties(IS_RECENT, bool())
                .properties(IS_UNREAD, bool())
                .properties(HAS_ATTACHMENT, bool())
                .properties(DATE, date())
                .properties(SENT_DATE, date())
                .properties(SAVE_DATE, date())
                .properties(FROM, addresses())
                .properties(TO, addresses())
                .properties(CC, addresses())
                .properties(BCC, addresses())
                .properties(SUBJECT, textCopiedToText(FOLDING_ANALYZER))
                .properties(HEADERS, headers(FOLDING_ANALYZER))
                .properties(TEXT_BODY, textCopiedToText(FOLDING_ANALYZER))
                .properties(HTML_BODY, textCopiedToText(FOLDING_ANALYZER))
                .properties(ATTACHMENTS, Property.of(p -> p.object(o -> o
                        .properties(FILE_NAME, textCopiedToText(MAIL_AND_URL_ANALYZER))
                        .properties(TEXT_CONTENT, textCopiedToText(FOLDING_ANALYZER))
                        .properties(MEDIA_TYPE, keyword())
                        .properties(FILE_EXTENSION, keyword()))))
                .properties(TEXT, text(WORDS_ANALYZER))
                .properties(SORT_FROM, foldedKeyword())
                .properties(SORT_TO, foldedKeyword())
                .properties(SORT_SUBJECT, foldedKeyword()));
    }

    /**
     * One document per email of a user, whatever the number of mailboxes it is in: what JMAP filters
     * apply to. Its mailboxes and keywords are derived from its copies, which it lists.
     */
    static TypeMapping emailMapping() {
        return TypeMapping.of(m -> m
                .dynamic(DynamicMapping.Strict)
                .routing(r -> r.required(true))
                .properties(USER, keyword())
                .properties(MESSAGE_ID, keyword())
                .properties(THREAD_ID, keyword())
                .properties(MAILBOX_IDS, keyword())
                .properties(MAILBOX_COUNT, Property.of(p -> p.integer(i -> i)))
                .properties(KEYWORDS, foldedKeyword())
                // read by the update script only: an object that is not indexed takes any shape
                .properties(COPIES, Property.of(p -> p.object(o -> o.enabled(false))))
                .properties(RECEIVED_AT, date())
                .properties(SENT_AT, date())
                .properties(SORT_SENT_AT, date())
                .properties(SIZE, longField())
                .properties(HAS_ATTACHMENT, bool())
                .properties(FROM, textCopiedToText(WORDS_ANALYZER))
                .properties(TO, textCopiedToText(WORDS_ANALYZER))
                .properties(CC, textCopiedToText(WORDS_ANALYZER))
                .properties(BCC, textCopiedToText(WORDS_ANALYZER))
                .properties(SUBJECT, textCopiedToText(WORDS_ANALYZER))
                .properties(BODY, textCopiedToText(WORDS_ANALYZER))
                .properties(ATTACHMENTS, textCopiedToText(WORDS_ANALYZER))
                .properties(HEADERS, headers(WORDS_ANALYZER))
                .properties(TEXT, text(WORDS_ANALYZER))
                .properties(SORT_FROM, foldedKeyword())
                .properties(SORT_TO, foldedKeyword())
                .properties(SORT_SUBJECT, foldedKeyword()));
    }

    private static Property addresses() {
        return Property.of(p -> p.object(o -> o
                .properties(NAME, Property.of(n -> n.text(t -> t.analyzer(MAIL_AND_URL_ANALYZER).copyTo(TEXT)
                        .fields(RAW, f -> f.keyword(k -> k.normalizer(FOLDING_NORMALIZER).ignoreAbove(256))))))
                // the standard tokenizer splits an address at '@', so a local part or a domain matches
                .properties(ADDRESS, Property.of(n -> n.text(t -> t.analyzer("standard").copyTo(TEXT)
                        .fields(RAW, f -> f.keyword(k -> k.normalizer(FOLDING_NORMALIZER).ignoreAbove(256))))))
                .properties(DOMAIN, foldedKeyword())));
    }

    private static Property headers(String valueAnalyzer) {
        return Property.of(p -> p.nested(n -> n
                .properties(HEADER_NAME, foldedKeyword())
                .properties(HEADER_VALUE, text(valueAnalyzer))));
    }

    /** A text field whose words are also searched by the {@code text} criterion. */
    private static Property textCopiedToText(String analyzer) {
        return Property.of(p -> p.text(t -> t.analyzer(analyzer).copyTo(TEXT)));
    }

    private static Property text(String analyzer) {
        return Property.of(p -> p.text(t -> t.analyzer(analyzer)));
    }

    private static Property keyword() {
        return Property.of(p -> p.keyword(k -> k));
    }

    private static Property foldedKeyword() {
        return Property.of(p -> p.keyword(k -> k.normalizer(FOLDING_NORMALIZER)));
    }

    private static Property longField() {
        return Property.of(p -> p.long_(l -> l));
    }

    private static Property bool() {
        return Property.of(p -> p.boolean_(b -> b));
    }

    private static Property date() {
        return Property.of(p -> p.date(d -> d.format(DATE_FORMAT)));
    }
}
