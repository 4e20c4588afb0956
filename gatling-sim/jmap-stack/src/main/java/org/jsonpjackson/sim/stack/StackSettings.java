package org.jsonpjackson.sim.stack;

import org.jsonpjackson.sim.PropertyValues;
import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.jsonpjackson.sim.corpus.CorpusScript;
import org.jsonpjackson.sim.server.ServerLimits;

import java.util.Optional;
import java.util.Properties;

/**
 * How to start the service: the corpus to load, where to listen, and whether to reload a corpus already
 * in an external cluster. {@link #from(Properties)} reads the {@code sim.*} system properties.
 *
 * @param corpus the corpus loaded into the index
 * @param host   the address the service listens on; loopback by default
 * @param port   its port; 0 picks a free one
 * @param reload whether to index the corpus again although the index already holds as many messages
 * @param limits what the service allows one client
 * @param access how the corpus' users and the administrator log in
 */
public record StackSettings(CorpusSpec corpus, String host, int port, boolean reload, ServerLimits limits,
                            Access access) {

    /**
     * The secret the corpus' passwords, tokens and account ids derive from ({@code sim.secret}; by default one
     * derived from the seed, fine on loopback and nowhere else), and the administrator's password
     * ({@code sim.adminPassword}; by default derived from the secret too).
     */
    public record Access(String secret, Optional<String> adminPassword) {

        public static Access defaultFor(CorpusSpec corpus) {
            return new Access("jsonpj-corpus-" + corpus.seed(), Optional.empty());
        }
    }

    public static final String USERS = "sim.users";
    public static final String MESSAGES = "sim.messages";
    public static final String SEED = "sim.seed";
    /** The corpus' script: {@code latin} (the default) or {@code cjk} (Chinese, Japanese and Korean subjects and bodies). */
    public static final String SCRIPT = "sim.script";
    public static final String HOST = "sim.host";
    public static final String PORT = "sim.port";
    public static final String RELOAD = "sim.reload";
    public static final String SECRET = "sim.secret";
    public static final String ADMIN_PASSWORD = "sim.adminPassword";

    /** Settings with the service's default limits and access. */
    public StackSettings(CorpusSpec corpus, String host, int port, boolean reload) {
        this(corpus, host, port, reload, ServerLimits.DEFAULTS, Access.defaultFor(corpus));
    }

    public static StackSettings defaults() {
        return new StackSettings(CorpusSpec.DEFAULT, "127.0.0.1", 8025, false);
    }

    /** The defaults, overridden by any {@code sim.*} property present; a malformed number names its key. */
    public static StackSettings from(Properties properties) {
        StackSettings d = defaults();
        CorpusSpec corpus = new CorpusSpec(
                PropertyValues.whole(properties, SEED, d.corpus().seed()),
                PropertyValues.integer(properties, USERS, d.corpus().users()),
                PropertyValues.integer(properties, MESSAGES, d.corpus().messagesPerUser()),
                CorpusScript.parse(properties.getProperty(SCRIPT, "latin"), SCRIPT));
        Access access = Access.defaultFor(corpus);
        String secret = properties.getProperty(SECRET);
        String admin = properties.getProperty(ADMIN_PASSWORD);
        access = new Access(secret == null || secret.isBlank() ? access.secret() : secret,
                admin == null || admin.isBlank() ? Optional.empty() : Optional.of(admin));
        return new StackSettings(corpus, properties.getProperty(HOST, d.host()),
                PropertyValues.integer(properties, PORT, d.port()), Boolean.parseBoolean(properties.getProperty(RELOAD, "false")),
                ServerLimits.from(properties), access);
    }

}
