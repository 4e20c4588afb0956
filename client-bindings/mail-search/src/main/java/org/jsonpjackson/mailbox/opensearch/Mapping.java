package org.jsonpjackson.mailbox.opensearch;

import org.opensearch.client.opensearch._types.mapping.DynamicMapping;
import org.opensearch.client.opensearch._types.mapping.Property;
import org.opensearch.client.opensearch._types.mapping.TypeMapping;
import org.opensearch.client.opensearch.indices.IndexSettingsAnalysis;

import static org.jsonpjackson.mailbox.opensearch.Fields.*;

/** The index's analysis settings and its strict mapping. */
final class Mapping {

    /** Lower-cases and folds accents, so {@code $Important} and {@code $importänt} are one keyword. */
    static final String FOLDING_NORMALIZER = "lowercase_folding";
    /** Keeps e-mail addresses and URLs as single tokens; for display names such as "bob@x.org (Bob)". */
    static final String MAIL_AND_URL_ANALYZER = "keep_mail_and_url";
    /** Words, lower-cased and folded, for subjects and bodies. */
    static final String FOLDING_ANALYZER = "folding";

    private static final String DATE_FORMAT = "strict_date_optional_time||epoch_millis";

    private Mapping() {
    }

    static IndexSettingsAnalysis analysis() {
        return IndexSettingsAnalysis.of(a -> a
                .normalizer(FOLDING_NORMALIZER, n -> n.custom(c -> c.filter("lowercase", "asciifolding")))
                .analyzer(MAIL_AND_URL_ANALYZER, an -> an.custom(c -> c
                        .tokenizer("uax_url_email").filter("lowercase", "asciifolding")))
                .analyzer(FOLDING_ANALYZER, an -> an.custom(c -> c
                        .tokenizer("standard").filter("lowercase", "asciifolding"))));
    }

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
                .properties(USER_FLAGS, Property.of(p -> p.keyword(k -> k.normalizer(FOLDING_NORMALIZER))))
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
                .properties(SUBJECT, textWithRaw(FOLDING_ANALYZER))
                .properties(HEADERS, Property.of(p -> p.nested(n -> n
                        .properties(HEADER_NAME, Property.of(h -> h.keyword(k -> k.normalizer(FOLDING_NORMALIZER))))
                        .properties(HEADER_VALUE, text(FOLDING_ANALYZER)))))
                .properties(TEXT_BODY, text(FOLDING_ANALYZER))
                .properties(HTML_BODY, text(FOLDING_ANALYZER))
                .properties(ATTACHMENTS, Property.of(p -> p.object(o -> o
                        .properties(FILE_NAME, text(MAIL_AND_URL_ANALYZER))
                        .properties(TEXT_CONTENT, text(FOLDING_ANALYZER))
                        .properties(MEDIA_TYPE, keyword())
                        .properties(FILE_EXTENSION, keyword())))));
    }

    private static Property addresses() {
        return Property.of(p -> p.object(o -> o
                .properties(NAME, textWithRaw(MAIL_AND_URL_ANALYZER))
                // the standard tokenizer splits an address at '@', so a local part or a domain matches
                .properties(ADDRESS, textWithRaw("standard"))
                .properties(DOMAIN, Property.of(d -> d.keyword(k -> k.normalizer(FOLDING_NORMALIZER))))));
    }

    private static Property textWithRaw(String analyzer) {
        return Property.of(p -> p.text(t -> t.analyzer(analyzer)
                .fields(RAW, f -> f.keyword(k -> k.normalizer(FOLDING_NORMALIZER).ignoreAbove(256)))));
    }

    private static Property text(String analyzer) {
        return Property.of(p -> p.text(t -> t.analyzer(analyzer)));
    }

    private static Property keyword() {
        return Property.of(p -> p.keyword(k -> k));
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
