package org.jsonpjackson.sim.messages;

import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MessageJsonTest {

    @Test
    void keywordsMapToSystemAndUserFlags() {
        MailMessage m = MessageJson.read(bytes("[{\"mailboxId\":\"b\",\"uid\":4294967295,\"messageId\":\"m\","
                + "\"user\":\"u\",\"receivedAt\":\"2026-01-01T00:00:00Z\",\"keywords\":{\"$Seen\":true,\"$junk\":true}}]")).get(0);
        assertThat(m.uid()).isEqualTo(4_294_967_295L);
        assertThat(m.flags().system()).containsExactly(org.jsonpjackson.mailbox.message.SystemFlag.SEEN);
        assertThat(m.flags().user()).containsExactly("$junk");
    }

    @Test
    void notJsonIsAParsingErrorWithItsLocation() {
        assertThatThrownBy(() -> MessageJson.read(bytes("[{\"uid\": 1,]")))
                .isInstanceOfSatisfying(JsonParsingException.class,
                        e -> assertThat(e.getLocation().getColumnNumber()).isEqualTo(12));
    }

    @Test
    void errorsNameTheMessageAndTheProperty() {
        assertThatThrownBy(() -> MessageJson.read(bytes("{}"))).isInstanceOf(InvalidMessageException.class)
                .hasMessageContaining("array");
        assertThatThrownBy(() -> MessageJson.read(bytes("[{\"mailboxId\":\"b\",\"uid\":\"one\"}]")))
                .isInstanceOf(InvalidMessageException.class).hasMessageContaining("message [0]").hasMessageContaining("uid");
        assertThatThrownBy(() -> MessageJson.read(bytes("[{\"mailboxId\":\"b\",\"uid\":1,\"messageId\":\"m\",\"user\":\"u\","
                + "\"receivedAt\":\"yesterday\"}]")))
                .isInstanceOf(InvalidMessageException.class).hasMessageContaining("receivedAt");
        assertThatThrownBy(() -> MessageJson.read(bytes("[{\"mailboxId\":\"b\",\"uid\":1,\"messageId\":\"m\",\"user\":\"u\","
                + "\"receivedAt\":\"2026-01-01T00:00:00Z\",\"from\":[{\"name\":\"x\"}]}]")))
                .isInstanceOf(InvalidMessageException.class).hasMessageContaining("from[0]");
        assertThatThrownBy(() -> MessageJson.read(bytes("[{\"mailboxId\":\"b\",\"uid\":1,\"messageId\":\"m\",\"user\":\"u\","
                + "\"receivedAt\":\"2026-01-01T00:00:00Z\",\"keywords\":{\"$seen\":false}}]")))
                .isInstanceOf(InvalidMessageException.class).hasMessageContaining("$seen");
    }

    private static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }
}
