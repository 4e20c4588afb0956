package org.jsonpjackson.sim.load;

import org.jsonpjackson.sim.auth.LoginCredential;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Who the virtual users log in as: the rows of a users feeder ({@code load.users}, a CSV file with a header
 * naming {@code user}, {@code password}, and optionally {@code token} and {@code idPrefix}), or our own
 * corpus' users. Each virtual user sends {@code Authorization: Basic} with its password, or
 * {@code Authorization: Bearer} with its token when {@code load.auth=bearer}.
 */
final class LoadUsers {

    /** One row. {@code idPrefix}, when known, is what the ids of the user's own emails start with. */
    record User(int index, String name, String password, Optional<String> token, Optional<String> idPrefix) {

        String authorization(boolean bearer) {
            if (bearer) {
                return "Bearer " + token.orElseThrow(() -> new IllegalArgumentException(
                        "load.auth=bearer, but user " + name + " has no token in the feeder"));
            }
            return "Basic " + Base64.getEncoder().encodeToString((name + ":" + password).getBytes(StandardCharsets.UTF_8));
        }
    }

    private LoadUsers() {
    }

    /** Our corpus' users, in corpus order (which our corpus' mailbox ids follow). */
    static List<User> of(List<LoginCredential> credentials) {
        List<User> users = new ArrayList<>(credentials.size());
        for (int n = 0; n < credentials.size(); n++) {
            LoginCredential c = credentials.get(n);
            users.add(new User(n, c.username(), c.password(), c.token(), Optional.of("u" + n + "-m")));
        }
        return users;
    }

    /** The rows of a feeder file; a malformed one names the file and the line. */
    static List<User> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the users feeder " + file + " (load.users)", e);
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("The users feeder " + file + " is empty; it needs a header line");
        }
        List<String> header = Arrays.stream(lines.get(0).split(",", -1)).map(h -> h.trim().toLowerCase(Locale.ROOT)).toList();
        int user = header.indexOf("user");
        int password = header.indexOf("password");
        int token = header.indexOf("token");
        int idPrefix = header.indexOf("idprefix");
        if (user < 0 || password < 0) {
            throw new IllegalArgumentException("The users feeder " + file + " needs the columns user and password, not " + header);
        }
        List<User> users = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            String[] f = lines.get(i).split(",", -1);
            if (f.length < header.size()) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + f.length + " fields, the header names "
                        + header.size());
            }
            users.add(new User(users.size(), f[user].trim(), f[password], optional(f, token), optional(f, idPrefix)));
        }
        if (users.isEmpty()) {
            throw new IllegalArgumentException("The users feeder " + file + " has no users");
        }
        return users;
    }

    private static Optional<String> optional(String[] fields, int column) {
        return column < 0 || fields[column].isBlank() ? Optional.empty() : Optional.of(fields[column].trim());
    }
}
