package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonObject;
import jakarta.json.stream.JsonGenerator;

import java.util.List;
import java.util.OptionalLong;

/** The result of one invocation, able to write its arguments object. */
sealed interface MethodResponse {

    /** The method name of the response: the request's, or {@code error}. */
    String name();

    String callId();

    void writeArguments(JsonGenerator out);

    record EmailQuery(String callId, String accountId, long position, List<String> ids, OptionalLong total,
                      OptionalLong limit) implements MethodResponse {

        @Override
        public String name() {
            return "Email/query";
        }

        @Override
        public void writeArguments(JsonGenerator out) {
            out.writeStartObject()
                    .write("accountId", accountId)
                    // no Email/queryChanges, so the state only has to be a string
                    .write("queryState", "0")
                    .write("canCalculateChanges", false)
                    .write("position", position)
                    .writeStartArray("ids");
            for (String id : ids) {
                out.write(id);
            }
            out.writeEnd();
            total.ifPresent(t -> out.write("total", t));
            limit.ifPresent(l -> out.write("limit", l));
            out.writeEnd();
        }
    }

    /** {@code Core/echo}: the arguments, unchanged. */
    record Echo(String callId, JsonObject arguments) implements MethodResponse {

        @Override
        public String name() {
            return "Core/echo";
        }

        @Override
        public void writeArguments(JsonGenerator out) {
            out.write(arguments);
        }
    }

    record Error(String callId, String type, String description) implements MethodResponse {

        @Override
        public String name() {
            return "error";
        }

        @Override
        public void writeArguments(JsonGenerator out) {
            out.writeStartObject().write("type", type);
            if (description != null) {
                out.write("description", description);
            }
            out.writeEnd();
        }
    }
}
