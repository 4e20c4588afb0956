package org.jsonpjackson.json.conformance;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fails the build when the Jakarta JSON-P TCK ran fewer tests than it holds, or any did not pass. Surefire
 * alone would stay green if a change to the includes, or a TCK upgrade, quietly dropped tests. The report
 * folder is not cleaned between builds, so only reports that carry this build's run mark count: a TCK run that
 * was skipped or filtered away leaves older reports behind, and they must not pass for it.
 */
class TckResultsIT {

    private static final Pattern SUITE = Pattern.compile(
            "<testsuite\\b[^>]*?\\btests=\"(\\d+)\"[^>]*?\\berrors=\"(\\d+)\"[^>]*?\\bskipped=\"(\\d+)\"[^>]*?\\bfailures=\"(\\d+)\"");

    @Test
    void everyTckTestRanAndPassed() throws IOException {
        Path reports = Path.of(System.getProperty("tck.reports", "target/tck-reports"));
        int expected = Integer.parseInt(System.getProperty("tck.expected.tests", "179"));
        String run = System.getProperty("jsonpj.tck.run");
        assertThat(run).as("this build's run mark (jsonpj.tck.run)").isNotBlank();
        String mark = "<property name=\"jsonpj.tck.run\" value=\"" + run + "\"/>";
        assertThat(reports).as("TCK report directory; did the jakarta-json-tck execution run?").isDirectory();

        List<Path> tckSuites;
        try (Stream<Path> files = Files.list(reports)) {
            tckSuites = files.filter(p -> p.getFileName().toString().startsWith("TEST-ee.jakarta.tck.jsonp."))
                    .sorted().collect(Collectors.toList());
        }
        int tests = 0;
        int notPassed = 0;
        StringBuilder broken = new StringBuilder();
        for (Path suite : tckSuites) {
            String head = Files.readString(suite, StandardCharsets.UTF_8);
            assertThat(head).as("%s comes from this build's TCK run %s, not an earlier one", suite.getFileName(), run)
                    .contains(mark);
            Matcher m = SUITE.matcher(head);
            assertThat(m.find()).as("a <testsuite> element with counts in %s", suite).isTrue();
            tests += Integer.parseInt(m.group(1));
            int bad = Integer.parseInt(m.group(2)) + Integer.parseInt(m.group(3)) + Integer.parseInt(m.group(4));
            if (bad > 0) {
                broken.append(suite.getFileName()).append(": ").append(bad).append(" not passed\n");
            }
            notPassed += bad;
        }
        assertThat(tests).as("TCK tests run").isEqualTo(expected);
        assertThat(notPassed).as("TCK tests failed, in error or skipped:\n%s", broken).isZero();
        Path dropIn = reports.resolve("TEST-org.jsonpjackson.json.dropin.DropInProviderTest.xml");
        assertThat(dropIn).as("the drop-in test, which proves the TCK ran against our provider, ran in the same JVM")
                .exists();
        assertThat(Files.readString(dropIn, StandardCharsets.UTF_8)).as("the drop-in test ran in this build").contains(mark);
    }
}
