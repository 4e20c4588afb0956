package org.jsonpjackson.sim.corpus;

import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.sim.messages.MessageJson;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The generated corpus survives the service's import format ({@code POST /import}, which the load runs' importers
 * send it in): every field the generator fills comes back equal.
 */
class CorpusImportJsonTest {

    @Test
    void writingThenReadingGivesTheSameMessages() {
        List<MailMessage> messages = new CorpusGenerator(new CorpusSpec(5, 3, 100)).messages().toList();
        assertThat(MessageJson.read(MessageJson.write(messages))).isEqualTo(messages);
    }
}
