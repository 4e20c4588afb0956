package org.jsonpjackson.sim.auth;

import java.util.Map;
import java.util.Optional;

/**
 * Who a request is from, once authenticated: the user name, the accounts they may read, and whether they may
 * administer the service (import mail).
 *
 * @param username as in the session resource
 * @param accounts by account id
 * @param admin    whether imports are allowed
 */
public record Principal(String username, Map<String, Account> accounts, boolean admin) {

    public Principal {
        accounts = Map.copyOf(accounts);
    }

    /** The account {@code id}, if this principal may read it; any other account is, to them, not found. */
    public Optional<Account> account(String id) {
        return Optional.ofNullable(accounts.get(id));
    }
}
