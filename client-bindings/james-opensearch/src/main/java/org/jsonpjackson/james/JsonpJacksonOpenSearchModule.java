package org.jsonpjackson.james;

import com.google.inject.AbstractModule;
import com.google.inject.Scopes;
import org.apache.james.backends.opensearch.ReactorOpenSearchClient;

/**
 * Guice bindings for a James 3.9 server: its {@link ReactorOpenSearchClient} on our transport, mapper and
 * provider, read from the server's {@code opensearch.properties}. It replaces James' own binding (James'
 * {@code OpenSearchClientModule}), so install it as an override:
 * {@code GuiceJamesServer...overrideWith(new JsonpJacksonOpenSearchModule())}. James'
 * {@code extensions.properties} cannot do that: it installs modules in a child injector, where a second
 * binding of the client is an error (see docs/james.md).
 *
 * @since 0.1.0
 */
public final class JsonpJacksonOpenSearchModule extends AbstractModule {

    @Override
    protected void configure() {
        bind(JsonpJacksonClientProvider.class).in(Scopes.SINGLETON);
        bind(ReactorOpenSearchClient.class).toProvider(JsonpJacksonClientProvider.class);
    }
}
