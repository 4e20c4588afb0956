package org.jsonpjackson.build;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The modules built on the JMAP service use it through its API, the types {@code service-api.txt} lists with their
 * reasons, and never its internals (the JMAP method code, the HTTP server's handlers, authentication's workings):
 * read from the imports of all their code, tests included (james-server's is all test code; CONTRIBUTING.md,
 * "Layers").
 */
class ServiceApiTest {

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Path SERVICE = ROOT.resolve("gatling-sim/jmap-service/src/main/java");
    private static final Set<String> USERS = Set.of("jmap-stack", "jmap-load-tests", "jmap-baselines", "james-server");
    private static final Path LIST = Path.of("src", "test", "resources", "service-api.txt");
    private static final Pattern IMPORT = Pattern.compile("^import\\s+(?:static\\s+)?([\\w.]+?)(?:\\.\\*)?\\s*;", Pattern.MULTILINE);

    @Test
    void modulesOnTheServiceImportOnlyItsListedApi() throws IOException {
        Set<String> api = Files.readAllLines(LIST).stream().filter(line -> !line.isBlank() && !line.startsWith("#"))
                .map(line -> line.substring(0, line.indexOf(" -- ")).trim()).collect(Collectors.toCollection(TreeSet::new));
        Set<String> serviceTypes = serviceTypes();
        assertThat(serviceTypes).as("the service's own types, read from %s", SERVICE).hasSizeGreaterThan(10);
        assertThat(api).as("service-api.txt names types the service has").isSubsetOf(serviceTypes);

        Map<String, Set<String>> internalsUsed = new TreeMap<>();
        Set<String> apiUsed = new TreeSet<>();
        for (Path file : userSources()) {
            Matcher m = IMPORT.matcher(Files.readString(file));
            while (m.find()) {
                String imported = outermost(m.group(1), serviceTypes);
                if (imported == null) {
                    continue;
                }
                if (api.contains(imported)) {
                    apiUsed.add(imported);
                } else {
                    internalsUsed.computeIfAbsent(ROOT.relativize(file).toString(), f -> new TreeSet<>()).add(imported);
                }
            }
        }
        assertThat(internalsUsed).as("imports of the service's internals (make the type API in service-api.txt, "
                + "with its reason, or use what the API offers)").isEmpty();
        assertThat(apiUsed).as("the API types nothing imports any more: drop them from service-api.txt").isEqualTo(api);
    }

    /** The service type an import names (a nested type or a static member goes to its top-level type), or null. */
    private static String outermost(String imported, Set<String> serviceTypes) {
        for (String name = imported; name.contains("."); name = name.substring(0, name.lastIndexOf('.'))) {
            if (serviceTypes.contains(name)) {
                return name;
            }
        }
        return null;
    }

    private static Set<String> serviceTypes() throws IOException {
        try (Stream<Path> files = Files.walk(SERVICE)) {
            return files.filter(p -> p.toString().endsWith(".java") && !p.endsWith("package-info.java"))
                    .map(p -> SERVICE.relativize(p).toString().replace('\\', '/').replace(".java", "").replace('/', '.'))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static java.util.List<Path> userSources() throws IOException {
        try (Stream<Path> files = Files.walk(ROOT.resolve("gatling-sim"))) {
            return files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> {
                        Path rel = ROOT.resolve("gatling-sim").relativize(p);
                        return rel.getNameCount() > 4 && USERS.contains(rel.getName(0).toString())
                                && rel.getName(1).toString().equals("src");
                    })
                    .sorted().toList();
        }
    }
}
