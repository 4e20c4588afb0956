package org.jsonpjackson.build;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each jar we publish (the BOM lists them) names its module after its package root: every package of its main sources
 * is the module name or lies under it. A user who reads {@code requires org.jsonpjackson.opensearch.reactor} then knows
 * which packages it brings, and two of our jars never claim the same root. The jars we do not publish (jmh,
 * gatling-sim, build tools) declare no module name and are not checked.
 */
class ModuleNamesTest {

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Pattern ARTIFACT = Pattern.compile("<artifactId>([^<$]+)</artifactId>");
    private static final Pattern MODULE_NAME =
            Pattern.compile("<(?:Automatic-Module-Name|jsonpj\\.module\\.name)>([a-z][\\w.]*)</");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");

    @Test
    void eachPublishedJarsModuleNameIsItsPackageRoot() throws IOException {
        Map<String, Path> modules = publishedModules();
        assertThat(modules).as("published modules found through bom/pom.xml").hasSizeGreaterThan(10);

        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, Path> module : modules.entrySet()) {
            Optional<String> name = moduleName(module.getValue().resolve("pom.xml"));
            if (name.isEmpty()) {
                wrong.add(module.getKey() + " declares no module name");
                continue;
            }
            TreeSet<String> packages = packages(module.getValue().resolve("src/main/java"));
            assertThat(packages).as("packages of " + module.getKey()).isNotEmpty();
            for (String pkg : packages) {
                if (!pkg.equals(name.get()) && !pkg.startsWith(name.get() + ".")) {
                    wrong.add(module.getKey() + ": package " + pkg + " is not under its module name " + name.get());
                }
            }
        }
        assertThat(wrong).as("published jars whose module name is not their package root").isEmpty();
    }

    /** The module name the jar's manifest gets: a literal Automatic-Module-Name, or the property that feeds it. */
    static Optional<String> moduleName(Path pom) throws IOException {
        Matcher m = MODULE_NAME.matcher(Files.readString(pom));
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }

    private static TreeSet<String> packages(Path sources) throws IOException {
        TreeSet<String> packages = new TreeSet<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = PACKAGE.matcher(Files.readString(file));
                if (m.find()) {
                    packages.add(m.group(1));
                }
            }
        }
        return packages;
    }

    /** Module directory by artifactId, for every artifact bom/pom.xml manages. */
    private static Map<String, Path> publishedModules() throws IOException {
        String bom = Files.readString(ROOT.resolve("bom/pom.xml"));
        String managed = bom.substring(bom.indexOf("<dependencyManagement>"), bom.indexOf("</dependencyManagement>"));
        TreeSet<String> artifacts = new TreeSet<>();
        Matcher m = ARTIFACT.matcher(managed);
        while (m.find()) {
            artifacts.add(m.group(1));
        }
        Map<String, Path> byArtifact = new TreeMap<>();
        try (Stream<Path> poms = Files.walk(ROOT)) {
            for (Path pom : poms.filter(p -> p.getFileName().toString().equals("pom.xml"))
                    .filter(p -> !ROOT.relativize(p).toString().contains("target"))
                    .filter(p -> !ROOT.relativize(p).toString().contains("src/it")).toList()) {
                String text = Files.readString(pom);
                String own = text.replaceFirst("(?s)<parent>.*?</parent>", "");
                Matcher a = ARTIFACT.matcher(own);
                if (a.find() && artifacts.contains(a.group(1))) {
                    byArtifact.put(a.group(1), pom.getParent());
                }
            }
        }
        assertThat(byArtifact.keySet()).as("a module for each artifact the BOM lists").isEqualTo(artifacts);
        return byArtifact;
    }
}
