package org.jsonpjackson.bench.payload;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.assertj.core.api.Assertions.assertThat;

/** The checked-in payloads are exactly what the generator makes, so results always name reproducible inputs. */
class PayloadFilesTest {

    @ParameterizedTest
    @EnumSource(Payload.class)
    void checkedInFileIsTheGeneratorsOutput(Payload payload) {
        assertThat(payload.bytes())
                .as("%s differs from PayloadGenerator's output: rerun PayloadGenerator.main and commit", payload.resource())
                .isEqualTo(PayloadGenerator.generate(payload));
    }

    @ParameterizedTest
    @EnumSource(Payload.class)
    void documentsCoverTheFile(Payload payload) {
        int total = payload.documents().stream().mapToInt(d -> d.length + (payload.isNdjson() ? 1 : 0)).sum();
        assertThat(total).isEqualTo(payload.size());
    }
}
