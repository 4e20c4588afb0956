package org.jsonpjackson.mailbox.message;

import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

/**
 * The IMAP flags of a message: the system flags that are set, and user flags (JMAP keywords).
 *
 * @since 0.1.0
 */
public record Flags(Set<SystemFlag> system, Set<String> user) {

    public static final Flags NONE = new Flags(Set.of(), Set.of());

    public Flags {
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(user, "user");
        system = Set.copyOf(system);
        user = Set.copyOf(user);
    }

    public static Flags of(Set<SystemFlag> system, Set<String> user) {
        return new Flags(system, user);
    }

    public static Flags of(SystemFlag... system) {
        return new Flags(Set.of(system), Set.of());
    }

    public boolean isSet(SystemFlag flag) {
        return system.contains(flag);
    }

    public Flags with(SystemFlag flag) {
        Set<SystemFlag> more = new HashSet<>(system);
        more.add(flag);
        return new Flags(more, user);
    }

    public Flags withUserFlag(String flag) {
        Set<String> more = new HashSet<>(user);
        more.add(flag);
        return new Flags(system, more);
    }
}
