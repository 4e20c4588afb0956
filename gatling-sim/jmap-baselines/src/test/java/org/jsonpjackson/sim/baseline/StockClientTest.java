package org.jsonpjackson.sim.baseline;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class StockClientTest {

    @Test
    void theStockServiceWritesItsOwnJsonWithParsson() {
        assertThat(StockClient.jsonProvider().getClass().getName()).isEqualTo("org.eclipse.parsson.JsonProviderImpl");
    }
}
