package org.jsonpjackson.sim.messages;

/** A message in an import that cannot be indexed; says which one and why. */
public final class InvalidMessageException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public InvalidMessageException(String message) {
        super(message);
    }
}
