package org.jsonpjackson.opensearch.reactor;

/**
 * A search request that {@code search_after} cannot page as asked, refused before anything is sent. It names the
 * request's field at fault, so that a layer above (a mail search, say) can say which of its own arguments led there
 * without checking the same rules again.
 *
 * @since 0.1.0
 */
public final class PagingRefusedException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String field;

    PagingRefusedException(String field, String message) {
        super(message);
        this.field = field;
    }

    /** The request's field at fault: {@code sort}, {@code from} or {@code collapse}. */
    public String field() {
        return field;
    }
}
