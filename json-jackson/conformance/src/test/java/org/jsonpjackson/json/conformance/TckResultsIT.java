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
 * Fails the build when the Jakarta JSON-P TCK's run in {@code test} ran fewer tests than it holds, or any did not pass.
 * Surefire alone would stay green if a change to the includes, or a TCK upgrade, quietly dropped tests. The report
 * folder is not cleaned between builds, so only reports that carry this build's run mark count: a TCK run that was
 * skipped or filtered away leaves older reports behind, and they must not pass for it. The TCK's runs on the other
 * Jackson lines are matrix.txt's, whose runner checks the same counts itself.
 */
class TckResultsIT {

    private static final Pattern SUITE = Pattern.compile(
            "<testsuite\\b[^>]*?\\btests=\"(\\d+)\"[^>]*?\\berrors=\"(\\d+)\"[^>]*?\\bskipped=\"(\\d+)\"[^>]*?\\bfailures=\"(\\d+)\"");

    /** The TCK's signature test's reports: it checks jakarta.json-api's classes, so it runs in the first run only. */
    private static final String SIGNATURE_TEST = "TEST-ee.jakarta.tck.jsonp.signaturetest.";

    @Test
    void everyTckTestRanAndPassedOnEveryJackson() throws IOException {
        String expectedTests = System.getProperty("tck.expected.tests");
        assertThat(expectedTests).as("the TCK's test count (tck.expected.tests)").isNotBlank();
        int expected = Integer.parseInt(expectedTests);
        String mark = runMark();
        String[] dirs = System.getProperty("tck.reports", "target/tck-reports").split(",");
        for (int i = 0; i < dirs.length; i++) {
            Path reports = Path.of(dirs[i].trim());
            assertThat(reports).as("TCK report directory %s; did its execution run?", reports).isDirectory();
            Counts signature = count(reports, SIGNATURE_TEST, mark);
            assertThat(signature.tests).as("signature tests run in %s", reports).isEqualTo(i == 0 ? 1 : 0);
            assertThat(signature.notPassed).as("the signature test in %s:%n%s", reports, signature.broken).isZero();
            Counts tck = count(reports, "TEST-ee.jakarta.tck.jsonp.", mark);
            tck.tests -= signature.tests;
            assertThat(tck.tests).as("TCK tests run in %s", reports).isEqualTo(expected);
            assertThat(tck.notPassed).as("TCK tests failed, in error or skipped in %s:%n%s", reports, tck.broken).isZero();
            Path dropIn = reports.resolve("TEST-org.jsonpjackson.json.dropin.DropInProviderTest.xml");
            assertThat(dropIn).as("the drop-in test, which proves the TCK ran against our provider, ran in the same JVM")
                    .exists();
            assertThat(Files.readString(dropIn, StandardCharsets.UTF_8)).as("the drop-in test ran in this build")
                    .contains(mark);
        }
    }

    private static String runMark() {
        String run = System.getProperty("jsonpj.tck.run");
        assertThat(run).as("this build's run mark (jsonpj.tck.run)").isNotBlank();
        return "<property name=\"jsonpj.tck.run\" value=\"" + run + "\"/>";
    }

    private static final class Counts {
        int tests;
        int notPassed;
        final StringBuilder broken = new StringBuilder();
    }

    /** Adds up the suites whose report name starts with {@code prefix}; each must carry this build's mark. */
    private static Counts count(Path reports, String prefix, String mark) throws IOException {
        List<Path> suites;
        try (Stream<Path> files = Files.list(reports)) {
            suites = files.filter(p -> p.getFileName().toString().startsWith(prefix)).sorted().collect(Collectors.toList());
        }
        Counts counts = new Counts();
        for (Path suite : suites) {
            String head = Files.readString(suite, StandardCharsets.UTF_8);
            assertThat(head).as("%s comes from this build's run, not an earlier one", suite).contains(mark);
            Matcher m = SUITE.matcher(head);
            assertThat(m.find()).as("a <testsuite> element with counts in %s", suite).isTrue();
            counts.tests += Integer.parseInt(m.group(1));
            int bad = Integer.parseInt(m.group(2)) + Integer.parseInt(m.group(3)) + Integer.parseInt(m.group(4));
            if (bad > 0) {
                counts.broken.append(suite.getFileName()).append(": ").append(bad).append(" not passed\n");
            }
            counts.notPassed += bad;
        }
        return counts;
    }
}
