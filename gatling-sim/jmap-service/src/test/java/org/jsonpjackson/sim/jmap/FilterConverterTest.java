package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonValue;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.mailbox.message.SystemFlag;
import org.jsonpjackson.mailbox.query.Criterion;
import org.junit.jupiter.api.Test;

import java.io.StringReader;

import static org.assertj.core.api.Assertions.assertThat;

/** Keywords in filters read as imports read them: the same system flags, whatever the case. */
class FilterConverterTest {

    private static Criterion filter(String json) {
        JsonValue value = new JsonpJacksonProvider().createReader(new StringReader(json)).readValue();
        return FilterConverter.convert(value);
    }

    @Test
    void everySystemFlagKeywordIsTheFlag() {
        for (SystemFlag flag : SystemFlag.values()) {
            String keyword = "$" + flag.name();
            assertThat(filter("{\"hasKeyword\":\"" + keyword + "\"}")).isEqualTo(Criterion.flagSet(flag));
            assertThat(filter("{\"notKeyword\":\"" + keyword + "\"}")).isEqualTo(Criterion.flagUnset(flag));
        }
    }

    @Test
    void inMailboxOtherThanIsItsOwnCriterionNotTheNegationOfInMailbox() {
        assertThat(filter("{\"inMailboxOtherThan\":[\"a\",\"b\"]}"))
                .isEqualTo(Criterion.inMailboxOtherThan(java.util.Set.of("a", "b")));
    }

    @Test
    void otherKeywordsAreUserFlags() {
        assertThat(filter("{\"hasKeyword\":\"$Forwarded\"}")).isEqualTo(Criterion.userFlagSet("$Forwarded"));
    }
}
