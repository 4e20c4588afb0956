package org.jsonpjackson.sim.auth;

import java.util.Objects;

/**
 * A JMAP account: an opaque id, given to clients by the session resource, and the mailbox owner whose mail
 * it holds (the {@code user} of the mail index). Clients never see the owner in place of the id.
 *
 * @param id    the account id
 * @param owner the mail index's user of this account
 */
public record Account(String id, String owner) {

    public Account {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(owner, "owner");
    }
}
