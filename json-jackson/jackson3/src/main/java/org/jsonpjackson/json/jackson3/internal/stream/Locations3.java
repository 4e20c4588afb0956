package org.jsonpjackson.json.jackson3.internal.stream;

import org.jsonpjackson.json.internal.stream.Location;
import tools.jackson.core.TokenStreamLocation;

/** Jackson 3's locations as JSON-P's. */
final class Locations3 {

    private Locations3() {
    }

    static Location of(TokenStreamLocation jackson) {
        if (jackson == null) {
            return Location.UNKNOWN;
        }
        long offset = jackson.getCharOffset() >= 0 ? jackson.getCharOffset() : jackson.getByteOffset();
        return new Location(jackson.getLineNr(), jackson.getColumnNr(), offset);
    }
}
