package org.jsonpjackson.sim.corpus;

/**
 * What to generate: {@code users} users with {@code messagesPerUser} messages each, from {@code seed}, their subjects
 * and bodies in {@code script}. The same spec always generates the same corpus.
 */
public record CorpusSpec(long seed, int users, int messagesPerUser, CorpusScript script) {

    /** The load tests' default: 100 users with 200 messages each. */
    public static final CorpusSpec DEFAULT = new CorpusSpec(42, 100, 200);

    /** A corpus in Latin letters. */
    public CorpusSpec(long seed, int users, int messagesPerUser) {
        this(seed, users, messagesPerUser, CorpusScript.LATIN);
    }

    public CorpusSpec {
        if (script == null) {
            throw new IllegalArgumentException("script must not be null");
        }
        if (users < 1) {
            throw new IllegalArgumentException("users must be at least 1: " + users);
        }
        if (messagesPerUser < 1) {
            throw new IllegalArgumentException("messagesPerUser must be at least 1: " + messagesPerUser);
        }
    }

    public long messages() {
        return (long) users * messagesPerUser;
    }

    public static String user(int n) {
        return "user" + n + "@corpus.test";
    }

    public static String mailbox(int user, String name) {
        return "u" + user + "-" + name;
    }
}
