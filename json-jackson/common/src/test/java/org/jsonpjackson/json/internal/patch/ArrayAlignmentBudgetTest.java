package org.jsonpjackson.json.internal.patch;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The size the shared DiffTest uses to exceed the alignment's budget is past it, so that test tests what it says. */
class ArrayAlignmentBudgetTest {

    @Test
    void twoThousandOneHundredReversedElementsExceedTheBudget() {
        int n = 2_100;
        assertThat((long) (n + 1) * (2 * n + 1)).isGreaterThan(ArrayAlignment.MAX_CELLS);
    }
}
