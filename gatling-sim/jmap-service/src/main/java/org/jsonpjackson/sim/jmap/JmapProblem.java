package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonException;
import jakarta.json.stream.JsonParsingException;

/**
 * A request-level JMAP error (RFC 8620 section 3.6.1): the whole request is refused with an HTTP status and
 * an RFC 7807 problem-details body.
 */
public final class JmapProblem extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public static final String NOT_JSON = "urn:ietf:params:jmap:error:notJSON";
    public static final String NOT_REQUEST = "urn:ietf:params:jmap:error:notRequest";
    public static final String UNKNOWN_CAPABILITY = "urn:ietf:params:jmap:error:unknownCapability";
    public static final String LIMIT = "urn:ietf:params:jmap:error:limit";

    private final int status;
    private final String type;
    private final String limit;

    public JmapProblem(int status, String type, String detail, String limit) {
        super(detail);
        this.status = status;
        this.type = type;
        this.limit = limit;
    }

    /**
     * A body that is not JSON: what is wrong and the line and column where the parser gave up, in the service's
     * words, e.g. {@code The request is not valid JSON: unexpected character '}': expected a value at line 1,
     * column 16}.
     */
    public static JmapProblem notJson(JsonParsingException e) {
        return badRequest(NOT_JSON, NotJsonDetail.of(e));
    }

    /** A body that could not be read as JSON at all, with no location. */
    static JmapProblem notJson(JsonException e) {
        return badRequest(NOT_JSON, NotJsonDetail.of(e));
    }

    static JmapProblem badRequest(String type, String detail) {
        return new JmapProblem(400, type, detail, null);
    }

    public int status() {
        return status;
    }

    public String type() {
        return type;
    }

    /** For a {@link #LIMIT} problem, the name of the limit broken; else {@code null}. */
    public String limit() {
        return limit;
    }
}
