package org.jsonpjackson.james.contract;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fails the build when James' contract did not pass exactly the expected number of tests, or skipped any but the ones
 * {@link WithoutTika} leaves out, or when the checks that give the count its meaning (BlockHound active in
 * the same JVM) did not run and pass. The report folder is emptied before every build, so only this build's
 * reports count.
 */
class JamesContractResultsIT {

    private static final String CONTRACT = JamesSearchContractTest.class.getName();
    private static final String BLOCKHOUND = BlockHoundOnOurThreadsTest.class.getName();

    @Test
    void jamesContractPassedAsExpectedOnOurStack() throws Exception {
        Path reports = Path.of(System.getProperty("james.reports", "target/james-contract-reports"));
        // one number, in one place: james.contract.expected.passed in this module's POM, which failsafe passes on
        String expectedProperty = System.getProperty("james.contract.expected.passed");
        assertThat(expectedProperty).as("system property james.contract.expected.passed (set by the module's POM)")
                .isNotBlank();
        int expected = Integer.parseInt(expectedProperty.trim());

        Suite contract = Suite.read(reports, CONTRACT);
        System.out.printf("James' AbstractMessageSearchIndexTest on our stack: %d of %d passed, %d left out %s%n",
                contract.passed.size(), contract.total(), contract.skipped.size(), contract.skipped);
        assertThat(contract.failed).as("contract tests that failed").isEmpty();
        assertThat(contract.skipped).as("contract tests skipped; only the ones WithoutTika names may be")
                .containsExactlyInAnyOrderElementsOf(WithoutTika.LEFT_OUT.keySet());
        // exactly: a contract that grew or shrank (another James version, a test lost to a wiring change) must be
        // looked at, and the number in the POM changed with it
        assertThat(contract.passed.size()).as("contract tests passed (james.contract.expected.passed)").isEqualTo(expected);

        Suite blockHound = Suite.read(reports, BLOCKHOUND);
        assertThat(blockHound.passed).as("BlockHound probes, in the contract's JVM").hasSize(2);
    }

    private record Suite(List<String> passed, List<String> failed, List<String> skipped) {

        int total() {
            return passed.size() + failed.size() + skipped.size();
        }

        static Suite read(Path reports, String testClass) throws Exception {
            Path file = reports.resolve("TEST-" + testClass + ".xml");
            assertThat(file).as("surefire's report for %s; did it run in this build?", testClass).isRegularFile();
            NodeList cases = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile())
                    .getElementsByTagName("testcase");
            Suite suite = new Suite(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            for (int i = 0; i < cases.getLength(); i++) {
                Element testCase = (Element) cases.item(i);
                String name = testCase.getAttribute("name").replaceAll("\\(.*", "");
                if (has(testCase, "failure") || has(testCase, "error")) {
                    suite.failed.add(name);
                } else if (has(testCase, "skipped")) {
                    suite.skipped.add(name);
                } else {
                    suite.passed.add(name);
                }
            }
            return suite;
        }

        private static boolean has(Element testCase, String child) {
            return testCase.getElementsByTagName(child).getLength() > 0
                    || testCase.getElementsByTagName("flaky" + Character.toUpperCase(child.charAt(0)) + child.substring(1)).getLength() > 0
                    || testCase.getElementsByTagName("rerun" + Character.toUpperCase(child.charAt(0)) + child.substring(1)).getLength() > 0;
        }
    }
}
