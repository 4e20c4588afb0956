package org.jsonpjackson.opensearch.testing;

import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * Run by {@link ConcurrentStartIT} in a JVM of its own: starts the shared node, as test suites do, asks the port it
 * reported which cluster answers there, and prints both; then keeps the node up until its standard input ends, so
 * that the other process's node is up at the same time, and exits, the node closing with the JVM.
 */
public final class StartNodeAndReport {

    private StartNodeAndReport() {
    }

    public static void main(String[] args) throws Exception {
        EmbeddedOpenSearch node = EmbeddedOpenSearch.shared();
        String root = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(node.uri() + "/")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        System.out.println("REPORT port=" + node.port() + " cluster=" + node.clusterName()
                + " answered=" + root.contains("\"cluster_name\" : \"" + node.clusterName() + "\""));
        System.out.flush();
        System.in.transferTo(OutputStream.nullOutputStream());
        // the node's threads would keep the JVM up; its shutdown hook closes it
        System.exit(0);
    }
}
