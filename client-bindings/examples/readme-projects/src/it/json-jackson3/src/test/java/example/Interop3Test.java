package example;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The docs' interop snippet: databind reads one document out of a JSON-P stream and writes it into another. */
class Interop3Test {

    @Test
    void databindReadsAndWritesOneValueInTheMiddleOfAStream() throws Exception {
        assertEquals("{\"doc\":{\"subject\":\"hello\",\"size\":3},\"next\":2}",
                Interop3.nextPage("{\"doc\":{\"subject\":\"hello\",\"size\":3},\"next\":1}"));
    }
}
