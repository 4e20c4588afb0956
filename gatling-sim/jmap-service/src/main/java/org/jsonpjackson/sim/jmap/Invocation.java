package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonObject;

/** One method call of a request: {@code [name, arguments, callId]}. */
record Invocation(String name, JsonObject arguments, String callId) {
}
