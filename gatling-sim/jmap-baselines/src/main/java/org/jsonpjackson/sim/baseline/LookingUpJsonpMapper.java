package org.jsonpjackson.sim.baseline;

import jakarta.json.spi.JsonProvider;
import org.opensearch.client.json.jackson.JacksonJsonpMapper;

/**
 * opensearch-java's {@code JacksonJsonpMapper} as clients before opensearch-java 2.3 used it (the {@link ServiceMode#BEFORE} mode): every time the
 * transport asks for the JSON-P provider, to read a response or write a request, a service look-up runs
 * first, with its class-path scan and file reads, on whatever thread asks (the HTTP client's I/O thread).
 */
final class LookingUpJsonpMapper extends JacksonJsonpMapper {

    @Override
    @SuppressForbidden(reason = "the before mode reproduces the per-call look-up")
    public JsonProvider jsonProvider() {
        JsonProvider.provider();
        return super.jsonProvider();
    }
}
