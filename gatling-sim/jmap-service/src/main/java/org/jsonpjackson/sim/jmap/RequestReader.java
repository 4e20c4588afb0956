package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParsingException;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Reads a JMAP Request object (RFC 8620 section 3.3), refusing anything else with a {@link JmapProblem}. */
final class RequestReader {

    static final String CORE = "urn:ietf:params:jmap:core";
    static final String MAIL = "urn:ietf:params:jmap:mail";
    static final Set<String> CAPABILITIES = Set.of(CORE, MAIL);
    static final int MAX_CALLS = 16;

    private RequestReader() {
    }

    record Request(Set<String> using, List<Invocation> calls) {
    }

    static Request read(JsonCodec codec, byte[] body) {
        JsonValue value;
        try (JsonReader reader = codec.reader(new ByteArrayInputStream(body))) {
            value = reader.readValue();
        } catch (JsonParsingException e) {
            throw JmapProblem.notJson(e);
        } catch (JsonException e) {
            throw JmapProblem.notJson(e);
        }
        if (!(value instanceof JsonObject request)) {
            throw notRequest("the request must be a JSON object, not " + value.getValueType());
        }
        Set<String> using = using(request.get("using"));
        JsonValue methodCalls = request.get("methodCalls");
        if (!(methodCalls instanceof JsonArray calls)) {
            throw notRequest("methodCalls must be an array");
        }
        if (calls.size() > MAX_CALLS) {
            throw new JmapProblem(400, JmapProblem.LIMIT, "At most " + MAX_CALLS + " method calls per request, not "
                    + calls.size(), "maxCallsInRequest");
        }
        List<Invocation> invocations = new ArrayList<>(calls.size());
        for (int i = 0; i < calls.size(); i++) {
            invocations.add(invocation(calls.get(i), i));
        }
        return new Request(using, invocations);
    }

    private static Set<String> using(JsonValue value) {
        if (!(value instanceof JsonArray array)) {
            throw notRequest("using must be an array of capability URIs");
        }
        Set<String> using = new java.util.HashSet<>();
        for (JsonValue item : array) {
            if (!(item instanceof JsonString s)) {
                throw notRequest("using must hold strings, not " + item.getValueType());
            }
            if (!CAPABILITIES.contains(s.getString())) {
                throw JmapProblem.badRequest(JmapProblem.UNKNOWN_CAPABILITY, "Unsupported capability: " + s.getString());
            }
            using.add(s.getString());
        }
        return Set.copyOf(using);
    }

    private static Invocation invocation(JsonValue value, int index) {
        if (!(value instanceof JsonArray call) || call.size() != 3
                || !(call.get(0) instanceof JsonString name)
                || !(call.get(1) instanceof JsonObject arguments)
                || !(call.get(2) instanceof JsonString callId)) {
            throw notRequest("methodCalls[" + index + "] must be [name, arguments object, call id]");
        }
        return new Invocation(name.getString(), arguments, callId.getString());
    }

    private static JmapProblem notRequest(String detail) {
        return JmapProblem.badRequest(JmapProblem.NOT_REQUEST, detail);
    }
}
