package org.jsonpjackson.sim.jmap;

/** A method-level JMAP error (RFC 8620 section 3.6.2): one invocation fails, the others still run. */
final class MethodError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    static final String INVALID_ARGUMENTS = "invalidArguments";
    static final String UNSUPPORTED_FILTER = "unsupportedFilter";
    static final String UNSUPPORTED_SORT = "unsupportedSort";
    static final String ANCHOR_NOT_FOUND = "anchorNotFound";
    static final String UNKNOWN_METHOD = "unknownMethod";
    static final String SERVER_FAIL = "serverFail";
    static final String ACCOUNT_NOT_FOUND = "accountNotFound";

    private final String type;

    MethodError(String type, String description) {
        super(description);
        this.type = type;
    }

    static MethodError invalidArguments(String description) {
        return new MethodError(INVALID_ARGUMENTS, description);
    }

    String type() {
        return type;
    }
}
