package org.jsonpjackson.json.jackson2.internal.stream;

import org.jsonpjackson.json.internal.stream.Location;

/** Jackson 2's locations as JSON-P's. */
final class Locations {

    private Locations() {
    }

    static Location of(com.fasterxml.jackson.core.JsonLocation jackson) {
        if (jackson == null) {
            return Location.UNKNOWN;
        }
        long offset = jackson.getCharOffset() >= 0 ? jackson.getCharOffset() : jackson.getByteOffset();
        return new Location(jackson.getLineNr(), jackson.getColumnNr(), offset);
    }
}
