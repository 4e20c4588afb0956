package org.jsonpjackson.james;

import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.apache.commons.configuration2.Configuration;
import org.apache.commons.configuration2.ex.ConfigurationException;
import org.apache.james.backends.opensearch.ReactorOpenSearchClient;
import org.apache.james.metrics.api.MetricFactory;
import org.apache.james.utils.PropertiesProvider;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.util.Iterator;
import java.util.Properties;

/**
 * Builds the client once, from the server's {@code opensearch.properties}, with James' {@link MetricFactory} timing
 * its calls, and closes it when James stops (James calls {@code @PreDestroy} methods of what Guice constructed).
 */
final class JsonpJacksonClientProvider implements Provider<ReactorOpenSearchClient> {

    private final ReactorOpenSearchClient client;

    @Inject
    JsonpJacksonClientProvider(PropertiesProvider propertiesProvider, MetricFactory metrics)
            throws ConfigurationException, FileNotFoundException {
        this.client = JamesOpenSearchClients.fromProperties(properties(propertiesProvider.getConfiguration("opensearch")),
                metrics);
    }

    /** James' configuration splits lists at commas; {@code opensearch.hosts} is one, so join them again. */
    static Properties properties(Configuration configuration) {
        Properties p = new Properties();
        for (Iterator<String> keys = configuration.getKeys(); keys.hasNext(); ) {
            String key = keys.next();
            p.setProperty(key, String.join(",", configuration.getStringArray(key)));
        }
        return p;
    }

    @Override
    public ReactorOpenSearchClient get() {
        return client;
    }

    @PreDestroy
    public void close() throws IOException {
        client.close();
    }
}
