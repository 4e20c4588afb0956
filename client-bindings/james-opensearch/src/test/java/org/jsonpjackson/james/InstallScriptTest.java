package org.jsonpjackson.james;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The zip's install.sh (src/dist), run with sh on a folder laid out as James 3.9's PostgreSQL app is (empty jars of
 * the same names). The whole server, installed with it, runs in gatling-sim/james-server's JamesServerIT.
 */
class InstallScriptTest {

    private static final String APP = "james-server-postgres-app";
    private static final List<String> JAMES_LIB = List.of("james-server-guice-common-3.9.0.jar", "parsson-1.1.6.jar",
            "yasson-2.0.2.jar", "jakarta.json-2.0.0-module.jar", "jakarta.json-api-2.1.3.jar", "jackson-core-2.19.1.jar");

    @TempDir
    Path dir;

    record Result(int status, String output) {
    }

    private Path zip() throws IOException {
        Path zip = Files.createDirectories(dir.resolve("zip/lib"));
        for (String jar : List.of("json-jackson-0.1.0.jar", "james-opensearch-0.1.0.jar")) {
            Files.createFile(zip.resolve(jar));
        }
        return Files.copy(Path.of("src/dist/install.sh"), zip.getParent().resolve("install.sh"));
    }

    private Path james(String guiceCommon) throws IOException {
        Path james = Files.createDirectories(dir.resolve("james"));
        Files.createFile(james.resolve(APP + ".jar"));
        Path lib = Files.createDirectories(james.resolve(APP + ".lib"));
        for (String jar : JAMES_LIB) {
            Files.createFile(lib.resolve(jar.replace("james-server-guice-common-3.9.0", guiceCommon)));
        }
        Files.createDirectories(james.resolve("conf"));
        return james;
    }

    private static Result run(Path directory, Map<String, String> env, String... command)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true);
        builder.environment().putAll(env);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("ended").isTrue();
        return new Result(process.exitValue(), output);
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void installMovesJsonpAsideLaysOurJarsInAndUndoPutsTheServerBack() throws Exception {
        Path script = zip();
        Path james = james("james-server-guice-common-3.9.0");
        List<String> before = names(james.resolve(APP + ".lib"));

        Result installed = run(dir, Map.of(), "sh", script.toString(), james.toString());
        assertThat(installed.status()).as(installed.output()).isZero();
        assertThat(names(james.resolve(APP + ".lib"))).containsExactly("jackson-core-2.19.1.jar",
                "jakarta.json-api-2.1.3.jar", "james-server-guice-common-3.9.0.jar");
        assertThat(names(james.resolve("jsonpj-removed"))).containsExactly("jakarta.json-2.0.0-module.jar",
                "parsson-1.1.6.jar", "yasson-2.0.2.jar");
        assertThat(names(james.resolve("jsonpj"))).containsExactly("james-opensearch-0.1.0.jar",
                "json-jackson-0.1.0.jar", "launch.args");
        assertThat(Files.readAllLines(james.resolve("jsonpj/launch.args"))).containsExactly("-cp",
                "\"" + james.toRealPath() + "/" + APP + ".jar:" + james.toRealPath() + "/" + APP + ".lib/*:"
                        + james.toRealPath() + "/jsonpj/*\"",
                JamesOnJsonpJackson.class.getName());

        Result again = run(dir, Map.of(), "sh", script.toString(), james.toString());
        assertThat(again.status()).as("a second install: " + again.output()).isZero();
        assertThat(names(james.resolve("jsonpj-removed"))).as("nothing lost on a second install").hasSize(3);

        Result undone = run(dir, Map.of(), "sh", script.toString(), "--undo", james.toString());
        assertThat(undone.status()).as(undone.output()).isZero();
        assertThat(names(james.resolve(APP + ".lib"))).isEqualTo(before);
        assertThat(names(james)).containsExactly("conf", APP + ".jar", APP + ".lib");
    }

    @Test
    void theStartScriptRunsJavaFromJavaHomeInTheServerFolderWithTheLaunchFile() throws Exception {
        Path script = zip();
        Path james = james("james-server-guice-common-3.9.0");
        assertThat(run(dir, Map.of(), "sh", script.toString(), james.toString()).status()).isZero();
        // a "java" that writes where it ran and with what
        Path jdk = Files.createDirectories(dir.resolve("jdk/bin"));
        Path java = Files.writeString(jdk.resolve("java"), "#!/bin/sh\npwd > \"$0.ran\"\nprintf '%s\\n' \"$@\" >> \"$0.ran\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));

        Result started = run(dir, Map.of("JAVA_HOME", jdk.getParent().toString(), "JAVA_OPTS", "-Xmx1g"),
                james.resolve("bin/start-on-jsonp-jackson.sh").toString(), "--generate-keystore");
        assertThat(started.status()).as(started.output()).isZero();
        assertThat(Files.readAllLines(jdk.resolve("java.ran"))).containsExactly(james.toRealPath().toString(),
                "-Dworking.directory=.", "-Dlogback.configurationFile=conf/logback.xml", "-Xmx1g",
                "@jsonpj/launch.args", "--generate-keystore");
    }

    @Test
    void aFolderThatIsNotAJamesAppIsRefusedAndLeftAsItWas() throws Exception {
        Path script = zip();
        Path other = Files.createDirectories(dir.resolve("other"));
        Files.createFile(other.resolve("parsson-1.1.6.jar"));

        Result refused = run(dir, Map.of(), "sh", script.toString(), other.toString());
        assertThat(refused.status()).isEqualTo(1);
        assertThat(refused.output()).contains("is not a James app folder: no james-server-*-app.jar");
        assertThat(names(other)).containsExactly("parsson-1.1.6.jar");
    }

    @Test
    void aJamesOtherThan39IsRefusedAndLeftAsItWas() throws Exception {
        Path script = zip();
        Path james = james("james-server-guice-common-3.10.0");
        List<String> before = names(james.resolve(APP + ".lib"));

        Result refused = run(dir, Map.of(), "sh", script.toString(), james.toString());
        assertThat(refused.status()).isEqualTo(1);
        assertThat(refused.output()).contains("is James 3.10.0; this supports James 3.9 only");
        assertThat(names(james.resolve(APP + ".lib"))).isEqualTo(before);
        assertThat(names(james)).containsExactly("conf", APP + ".jar", APP + ".lib");
    }
}
