package org.jsonpjackson.build.tools;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MatrixTest {

    @TempDir
    Path dir;

    private Matrix matrix(Properties properties) {
        return new Matrix(dir.resolve("module"), properties, dir.resolve("repo"), true, "http://127.0.0.1:9/none");
    }

    private Path file(String text) throws IOException {
        return Files.writeString(dir.resolve("matrix.txt"), text);
    }

    @Test
    void aRunNamedWithAnAxisRunsOncePerVersionOfItsLine() throws IOException {
        Properties properties = new Properties();
        properties.setProperty("newest", "2.23.0");
        List<Matrix.Run> runs = matrix(properties).read(file("""
                line jackson-core 2.15.4 ${newest}
                module a/b
                  property p=1
                  run jackson-{jackson-core}
                    swap g:jackson-core:{jackson-core}
                module other
                  run elsewhere
                    add g:x:1
                """), "a/b");
        assertThat(runs).extracting(Matrix.Run::name).containsExactly("jackson-2.15.4", "jackson-2.23.0");
        assertThat(runs.get(1).directives()).containsExactly("property p=1", "swap g:jackson-core:2.23.0");
    }

    @Test
    void useBringsTheLinesOfADefinitionAndAnAxisOfOneVersionStandsAnywhere() throws IOException {
        List<Matrix.Run> runs = matrix(new Properties()).read(file("""
                line netty 4.2.18.Final
                define node
                  property node=process
                module m
                  run plain   # a comment
                    use node
                    add io.netty:netty-common:{netty}
                """), "m");
        assertThat(runs).singleElement().satisfies(run -> {
            assertThat(run.name()).isEqualTo("plain");
            assertThat(run.directives()).containsExactly("property node=process", "add io.netty:netty-common:4.2.18.Final");
        });
    }

    @Test
    void anAxisOfSeveralVersionsOutsideTheRunsNameIsRefused() throws IOException {
        Path file = file("""
                line jackson-core 2.15.4 2.17.0
                module m
                  run one
                    swap g:a:{jackson-core}
                """);
        assertThatThrownBy(() -> matrix(new Properties()).read(file, "m"))
                .hasMessageContaining("{jackson-core} is a line of 2 versions");
    }

    @Test
    void aModulesOwnLineAfterItsFirstRunIsRefused() throws IOException {
        Path file = file("""
                module m
                  run one
                    add g:a:1
                  property late=1
                """);
        assertThatThrownBy(() -> matrix(new Properties()).read(file, "m")).hasMessageContaining("go before its runs");
    }

    @Test
    void classPathEntriesAreKnownByTheirCoordinates() {
        Matrix matrix = matrix(new Properties());
        Matrix.Entry repo = matrix.entry(dir.resolve("repo/io/netty/netty-transport-native-epoll/4.1.1/"
                + "netty-transport-native-epoll-4.1.1-linux-x86_64.jar"));
        assertThat(repo.group()).isEqualTo("io.netty");
        assertThat(repo.artifact()).isEqualTo("netty-transport-native-epoll");
        assertThat(repo.classifier()).isEqualTo("linux-x86_64");
        assertThat(repo.is("io.netty:*")).isTrue();
        assertThat(repo.is("io.netty:netty-transport-native-epoll")).isFalse();
        assertThat(repo.is("io.netty:netty-transport-native-epoll:linux-x86_64")).isTrue();

        Matrix.Entry reactor = matrix.entry(dir.resolve("json-jackson/conformance/target/"
                + "json-jackson-conformance-0.1.0-SNAPSHOT-tests.jar"));
        assertThat(reactor.artifact()).isEqualTo("json-jackson-conformance");
        assertThat(reactor.classifier()).isEqualTo("tests");
        assertThat(reactor.is("org.jsonpjackson:json-jackson-conformance:tests")).isTrue();
        assertThat(reactor.is("org.jsonpjackson:*")).as("a whole group needs a known group").isFalse();
    }

    @Test
    void theLaunchersReportsAreCountedTestByTest() throws IOException {
        Path reports = Files.createDirectories(dir.resolve("reports"));
        Files.writeString(reports.resolve("TEST-junit-jupiter.xml"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuite name="JUnit Jupiter" tests="3" skipped="1" failures="1" errors="0">
                  <testcase name="a()" classname="x.ATest"/>
                  <testcase name="b()" classname="x.ATest"><failure message="no"/></testcase>
                  <testcase name="c()" classname="y.BTest"><skipped/></testcase>
                </testsuite>
                """);
        Matrix.Results results = Matrix.results(reports);
        assertThat(results.tests).isEqualTo(3);
        assertThat(results.failed).isEqualTo(1);
        assertThat(results.skipped).isEqualTo(1);
        assertThat(results.skippedNames).containsExactly("y.BTest#c()");
        assertThat(results.byClass).containsEntry("x.ATest", 2L).containsEntry("y.BTest", 1L);
    }

    @Test
    void offlineAJarMissingFromTheLocalRepositoryIsAClearError() {
        assertThatThrownBy(() -> matrix(new Properties()).fetch("g.h:a:1.0"))
                .hasMessageContaining("g.h:a:1.0 is not in the local repository")
                .hasMessageContaining("offline");
    }
}
