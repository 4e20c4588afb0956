package org.jsonpjackson.sim.auth;

import java.util.Objects;
import java.util.Optional;

/**
 * What one user logs in with, in clear: for the users table the service hashes, and the feeder file a load
 * generator reads.
 *
 * @param username the user name, for HTTP Basic
 * @param password the password, for HTTP Basic
 * @param token    a bearer token, if the user has one
 * @param account  the one account the user owns, or none (the administrator)
 */
public record LoginCredential(String username, String password, Optional<String> token, Optional<Account> account) {

    public LoginCredential {
        Objects.requireNonNull(username, "username");
        Objects.requireNonNull(password, "password");
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(account, "account");
        if (username.isEmpty() || username.indexOf(':') >= 0) {
            throw new IllegalArgumentException("A user name must not be empty or hold ':' (HTTP Basic): " + username);
        }
    }
}
