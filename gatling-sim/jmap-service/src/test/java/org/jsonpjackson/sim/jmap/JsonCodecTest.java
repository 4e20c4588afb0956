package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonReader;
import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** The JMAP API, wired by default, reads requests and writes responses with this project's provider. */
class JsonCodecTest {

    private static final String OURS = "org.jsonpjackson.json.";

    @Test
    void theApisDefaultCodecReadsAndWritesWithThisProjectsProvider() throws IOException {
        // the API never calls the cluster here, so it needs none
        try (ReactorSearchClient client = ReactorSearchClient.create(SearchClientConfig.of("http://127.0.0.1:9"))) {
            JsonCodec codec = new JmapApi(MailboxIndex.of(client).emails()).codec();

            JsonGenerator generator = codec.generator(new ByteArrayOutputStream());
            assertThat(generator.getClass().getName()).as("%s writes with", codec).startsWith(OURS);
            generator.writeStartObject().writeEnd().close();

            try (JsonReader reader = codec.reader(new ByteArrayInputStream("{}".getBytes(StandardCharsets.UTF_8)))) {
                assertThat(reader.getClass().getName()).as("%s reads with", codec).startsWith(OURS);
            }
        }
    }
}
