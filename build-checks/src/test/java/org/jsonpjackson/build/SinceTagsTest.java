package org.jsonpjackson.build;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every public type of a published artifact (one the BOM lists) outside an {@code internal} package says since when
 * it is there ({@code @since} in its javadoc), as jackson-core's public API does: the API a release note speaks of.
 */
class SinceTagsTest {

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Pattern ARTIFACT = Pattern.compile("<artifactId>([^<]+)</artifactId>");
    private static final Pattern PARENT = Pattern.compile("<parent>.*?</parent>", Pattern.DOTALL);
    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "^public (?:final |abstract |sealed |non-sealed )*(?:class|interface|enum|record|@interface) \\w+", Pattern.MULTILINE);

    @Test
    void everyPublicTypeOfAPublishedArtifactHasASinceTag() throws IOException {
        Set<String> published = artifactIds(Files.readString(ROOT.resolve("bom/pom.xml")));
        List<Path> modules;
        try (Stream<Path> poms = Files.walk(ROOT)) {
            modules = poms.filter(p -> p.getFileName().toString().equals("pom.xml"))
                    .filter(p -> !ROOT.relativize(p).toString().contains("target") && !ROOT.relativize(p).toString().contains("src"))
                    .filter(p -> published.contains(artifactIdOf(p)))
                    .map(Path::getParent).toList();
        }
        assertThat(modules).as("modules of the BOM's artifacts").hasSizeGreaterThan(10);
        List<String> missing = new ArrayList<>();
        int types = 0;
        for (Path module : modules) {
            Path sources = module.resolve("src/main/java");
            if (!Files.isDirectory(sources)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(sources)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    String relative = ROOT.relativize(file).toString().replace('\\', '/');
                    if (relative.contains("/internal/") || relative.endsWith("package-info.java")
                            || relative.endsWith("module-info.java")) {
                        continue;
                    }
                    String source = Files.readString(file);
                    Matcher type = PUBLIC_TYPE.matcher(source);
                    if (type.find()) {
                        types++;
                        int docEnd = source.lastIndexOf("*/", type.start());
                        int docStart = docEnd < 0 ? -1 : source.lastIndexOf("/**", docEnd);
                        if (docStart < 0 || !source.substring(docStart, docEnd).contains("@since ")) {
                            missing.add(relative);
                        }
                    }
                }
            }
        }
        assertThat(types).as("public types found").isGreaterThan(40);
        assertThat(missing).as("public types without @since in their javadoc").isEmpty();
    }

    private static Set<String> artifactIds(String pom) {
        return ARTIFACT.matcher(PARENT.matcher(pom).replaceAll("")).results().map(m -> m.group(1)).collect(Collectors.toSet());
    }

    private static String artifactIdOf(Path pom) {
        try {
            Matcher m = ARTIFACT.matcher(PARENT.matcher(Files.readString(pom)).replaceAll(""));
            return m.find() ? m.group(1) : "";
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
