package org.jsonpjackson.elasticsearch.testing;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Who runs a server that refuses root. Elasticsearch does ("can not run elasticsearch as root"), and so does
 * PostgreSQL ("root execution of the PostgreSQL server is not permitted"), so a JVM running as root (containers, CI
 * images) starts such a server as a system user of its own: created with {@code useradd --system} if missing,
 * given the folders the server writes, and switched to with util-linux's {@code setpriv}, which execs the command
 * in place, so that the process id the caller holds is the server's own and stopping by that id stops the server.
 *
 * <p>{@link ElasticsearchNode} runs its node as {@value ElasticsearchNode#SYSTEM_USER}; tests that start another
 * such server (our Apache James test runs PostgreSQL) use the same words with a user of their own. (The one
 * implementation is shared with opensearch-testing's node; this class is its public face here.)
 *
 * @since 0.1.0
 */
public final class RunAs {

    private RunAs() {
    }

    /**
     * The words to put before a server's command: none for an ordinary user; as root, {@code setpriv} to
     * {@code user}, after creating that system user if missing and giving it {@code ownedDirs} (recursively).
     *
     * @throws IOException if the user cannot be created or given the folders
     */
    public static List<String> prefix(String user, Path... ownedDirs) throws IOException {
        return org.jsonpjackson.searchnode.internal.RunAs.prefix(user, ownedDirs);
    }

    /** Whether this JVM runs as root (uid 0). */
    public static boolean isRoot() {
        return org.jsonpjackson.searchnode.internal.RunAs.isRoot();
    }
}
