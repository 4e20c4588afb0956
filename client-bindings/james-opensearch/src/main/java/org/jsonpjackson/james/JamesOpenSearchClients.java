package org.jsonpjackson.james;

import org.apache.james.backends.opensearch.ReactorOpenSearchClient;
import org.jsonpjackson.opensearch.config.InvalidConfigException;
import org.jsonpjackson.opensearch.config.SearchClientConfig;
import org.jsonpjackson.opensearch.transport.ReactorNettyTransport;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.Properties;

/**
 * Apache James' {@link ReactorOpenSearchClient} on our stack: {@link ReactorNettyTransport} (decoding on its
 * own bounded scheduler, never on a Netty thread), {@code JsonpJacksonMapper} and the json-jackson provider,
 * configured from James' own {@code opensearch.properties}.
 *
 * <p>James' client is handed an {@code OpenSearchAsyncClient} over our transport. Its low-level
 * {@code RestClient}, which James itself never uses, is built only if something asks
 * {@link ReactorOpenSearchClient#getLowLevelClient()} for it. {@code close()} closes the transport (and that
 * {@code RestClient}, if it was built).
 */
public final class JamesOpenSearchClients {

    /** James' single-host keys, read when {@code opensearch.hosts} is absent, as James does. */
    static final String MASTER_HOST = "opensearch.masterHost";
    static final String PORT = "opensearch.port";
    /** James' host-name check for https; only {@code default} is offered here. */
    static final String HOST_NAME_VERIFIER = "opensearch.hostScheme.https.hostNameVerifier";

    private JamesOpenSearchClients() {
    }

    /**
     * A client from the keys of James' {@code opensearch.properties}: the ones {@link SearchClientConfig}
     * reads, plus James' {@code opensearch.masterHost}/{@code opensearch.port}. Keys that only James' own
     * index creation and search read (shards, replicas, search overrides...) are left to James.
     *
     * @throws InvalidConfigException naming the first bad key
     */
    public static ReactorOpenSearchClient fromProperties(Properties jamesOpenSearchProperties) {
        return create(ReactorNettyTransport.create(clientConfig(jamesOpenSearchProperties)));
    }

    /** Reads James' {@code opensearch.properties} file; see {@link #fromProperties(Properties)}. */
    public static ReactorOpenSearchClient fromFile(Path opensearchProperties) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(opensearchProperties)) {
            p.load(in);
        }
        return fromProperties(p);
    }

    /** James' client over a transport of yours; closing the client closes the transport. */
    public static ReactorOpenSearchClient create(ReactorNettyTransport transport) {
        return new JsonpJacksonReactorOpenSearchClient(Objects.requireNonNull(transport, "transport"));
    }

    /** James' key names, translated where James has keys of its own, then checked by {@link SearchClientConfig}. */
    static SearchClientConfig clientConfig(Properties james) {
        Properties p = new Properties();
        p.putAll(james);
        String hosts = p.getProperty(SearchClientConfig.HOSTS);
        String masterHost = p.getProperty(MASTER_HOST);
        if ((hosts == null || hosts.isBlank()) && masterHost != null && !masterHost.isBlank()) {
            String port = p.getProperty(PORT, "9200").trim();
            try {
                Integer.parseInt(port);
            } catch (NumberFormatException e) {
                throw new InvalidConfigException(PORT, port, "must be a port number");
            }
            p.setProperty(SearchClientConfig.HOSTS, masterHost.trim() + ":" + port);
        }
        String scheme = p.getProperty(SearchClientConfig.SCHEME);
        if (scheme != null) {
            // James reads the scheme case-insensitively
            p.setProperty(SearchClientConfig.SCHEME, scheme.trim().toLowerCase(Locale.ROOT));
        }
        String verifier = p.getProperty(HOST_NAME_VERIFIER);
        if (verifier != null && !verifier.trim().equalsIgnoreCase("default")) {
            throw new InvalidConfigException(HOST_NAME_VERIFIER, verifier,
                    "only default is supported by this client; use a certificate that names the host");
        }
        return SearchClientConfig.fromProperties(p);
    }
}
