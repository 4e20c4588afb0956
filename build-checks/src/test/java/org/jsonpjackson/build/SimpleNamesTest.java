package org.jsonpjackson.build;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No two main classes of the build share a simple name, but those {@code same-names.txt} lists with its reason
 * (CONTRIBUTING.md, "Names"). Examples under {@code src/it} are users' projects, not the build's classes.
 */
class SimpleNamesTest {

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Path LIST = Path.of("src", "test", "resources", "same-names.txt");

    @Test
    void noTwoMainClassesShareASimpleNameUnlessListedWithItsReason() throws IOException {
        Map<String, String> listed = Files.readAllLines(LIST).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .collect(Collectors.toMap(line -> line.substring(0, line.indexOf(':')), line -> line.substring(line.indexOf(':') + 1).trim()));
        Map<String, List<String>> byName = mainClasses().collect(Collectors.groupingBy(
                path -> path.getFileName().toString().replace(".java", ""), TreeMap::new,
                Collectors.mapping(path -> ROOT.relativize(path).toString(), Collectors.toList())));
        Map<String, List<String>> shared = new TreeMap<>(byName);
        shared.values().removeIf(paths -> paths.size() < 2);

        Map<String, List<String>> unlisted = new TreeMap<>(shared);
        unlisted.keySet().removeAll(listed.keySet());
        assertThat(unlisted).as("simple names of more than one main class that same-names.txt does not list").isEmpty();
        assertThat(listed.keySet()).as("names same-names.txt lists that no two main classes share any more")
                .isSubsetOf(shared.keySet());
        assertThat(listed.values()).as("a reason for each").allMatch(reason -> reason.length() > 20);
    }

    private static Stream<Path> mainClasses() throws IOException {
        return Files.walk(ROOT)
                .filter(path -> path.toString().endsWith(".java"))
                .filter(path -> {
                    String p = ROOT.relativize(path).toString().replace('\\', '/');
                    return p.contains("/src/main/java/") && !p.contains("/target/") && !p.contains("/src/it/")
                            && !p.startsWith(".") && !p.endsWith("package-info.java") && !p.endsWith("module-info.java");
                });
    }
}
