package org.jsonpjackson.james;

import com.google.inject.AbstractModule;
import com.google.inject.CreationException;
import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Module;
import com.google.inject.util.Modules;
import org.apache.james.backends.opensearch.OpenSearchConfiguration;
import org.apache.james.backends.opensearch.ReactorOpenSearchClient;
import org.apache.james.metrics.api.MetricFactory;
import org.apache.james.metrics.tests.RecordingMetricFactory;
import org.apache.james.filesystem.api.FileSystem;
import org.apache.james.mailbox.opensearch.OpenSearchMailboxConfiguration;
import org.apache.james.modules.mailbox.OpenSearchClientModule;
import org.apache.james.quota.search.opensearch.OpenSearchQuotaConfiguration;
import org.apache.james.server.core.configuration.Configuration.ConfigurationPath;
import org.apache.james.utils.ClassName;
import org.apache.james.utils.ExtendedClassLoader;
import org.apache.james.utils.ExtensionConfiguration;
import org.apache.james.utils.GuiceGenericLoader;
import org.apache.james.utils.PropertiesProvider;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.FileNotFoundException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * James' own {@link OpenSearchClientModule} (compiled from James' source release, as James' Guice server
 * modules are not published), with a server's {@code conf/opensearch.properties}: how a James 3.9 server can,
 * and cannot, be switched to our client.
 */
@ExtendWith(OpenSearchExtension.class)
class GuiceWiringTest {

    private final OpenSearchTarget target;
    @TempDir
    Path james;
    private Module jamesModules;
    private final RecordingMetricFactory metrics = new RecordingMetricFactory();

    GuiceWiringTest(OpenSearchTarget target) {
        this.target = target;
    }

    @BeforeEach
    void aJamesServersConfiguration() throws Exception {
        Path conf = Files.createDirectories(james.resolve("conf"));
        try (OutputStream out = Files.newOutputStream(conf.resolve("opensearch.properties"))) {
            JamesOpenSearchClientsTest.jamesProperties(target).store(out, "a James server's opensearch.properties");
        }
        PropertiesProvider properties = new PropertiesProvider(new WorkingDirectory(james), new ConfigurationPath("file://conf/"));
        OpenSearchConfiguration openSearch = OpenSearchConfiguration.fromProperties(properties.getConfiguration("opensearch"));
        // What a server binds around OpenSearchClientModule: its configuration files, read by James.
        jamesModules = Modules.combine(new OpenSearchClientModule(), new AbstractModule() {
            @Override
            protected void configure() {
                bind(FileSystem.class).toInstance(new WorkingDirectory(james));
                bind(MetricFactory.class).toInstance(metrics);
                bind(PropertiesProvider.class).toInstance(properties);
                bind(OpenSearchConfiguration.class).toInstance(openSearch);
                bind(OpenSearchMailboxConfiguration.class).toInstance(OpenSearchMailboxConfiguration.DEFAULT_CONFIGURATION);
                bind(OpenSearchQuotaConfiguration.class).toInstance(OpenSearchQuotaConfiguration.DEFAULT_CONFIGURATION);
            }
        });
    }

    @Test
    void asAnOverrideItReplacesJamesClient() throws Exception {
        Injector injector = Guice.createInjector(Modules.override(jamesModules).with(new JsonpJacksonOpenSearchModule()));

        ReactorOpenSearchClient client = injector.getInstance(ReactorOpenSearchClient.class);
        try {
            assertThat(client).isInstanceOf(JsonpJacksonReactorOpenSearchClient.class)
                    .isSameAs(injector.getInstance(ReactorOpenSearchClient.class));
            assertThat(client.info().block().version().number()).startsWith("2.");
            assertThat(metrics.executionTimesFor("opensearch-info")).as("the call, timed in the server's MetricFactory")
                    .hasSize(1);
        } finally {
            injector.getInstance(JsonpJacksonClientProvider.class).close();
        }
    }

    @Test
    void withoutTheOverrideJamesBuildsItsOwn() throws Exception {
        ReactorOpenSearchClient client = Guice.createInjector(jamesModules).getInstance(ReactorOpenSearchClient.class);
        try {
            assertThat(client).isNotInstanceOf(JsonpJacksonReactorOpenSearchClient.class);
        } finally {
            client.close();
        }
    }

    @Test
    void extensionsPropertiesCannotReplaceIt() {
        // guice.extension.module=org.jsonpjackson.james.JsonpJacksonOpenSearchModule in extensions.properties
        Injector server = Guice.createInjector(jamesModules);
        ExtensionConfiguration extensions = new ExtensionConfiguration(
                List.of(new ClassName(JsonpJacksonOpenSearchModule.class.getName())), List.of());

        assertThatThrownBy(() -> new GuiceGenericLoader(server, server.getInstance(ExtendedClassLoader.class), extensions))
                .isInstanceOf(CreationException.class)
                .hasMessageContaining("ReactorOpenSearchClient was bound multiple times");
    }

    /** James' FileSystem over a working directory: {@code file://x} is {@code <dir>/x}. */
    private record WorkingDirectory(Path root) implements FileSystem {
        @Override
        public InputStream getResource(String url) throws java.io.IOException {
            return Files.newInputStream(getFile(url).toPath());
        }

        @Override
        public File getFile(String fileURL) throws FileNotFoundException {
            if (!fileURL.startsWith("file://")) {
                throw new FileNotFoundException(fileURL);
            }
            return root.resolve(fileURL.substring("file://".length())).toFile();
        }

        @Override
        public File getBasedir() {
            return root.toFile();
        }
    }
}
