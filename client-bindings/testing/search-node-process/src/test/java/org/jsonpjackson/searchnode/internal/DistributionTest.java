package org.jsonpjackson.searchnode.internal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Where a distribution's zip is taken from, and how it is unpacked, with zips the tests make. */
@ExtendWith(FakeDistribution.Extension.class)
class DistributionTest {

    @Test
    void theNamedZipIsUnpackedOnceIntoTheWorkDirectoryWithItsLauncherExecutable(FakeDistribution fake) throws IOException {
        Distribution distribution = fake.distribution();
        Path home = distribution.home();

        assertThat(home).isEqualTo(fake.workDir.resolve("fake-1.0"));
        assertThat(distribution.launcher(home)).isEqualTo(home.resolve("bin/fake")).isExecutable()
                .hasContent(FakeDistribution.LAUNCHER.strip());
        assertThat(home.resolve("config/fake.yml")).isRegularFile();
        try (Stream<Path> left = Files.list(fake.workDir)) {
            assertThat(left.map(p -> p.getFileName().toString())).as("no half-unpacked folder left beside it")
                    .containsExactlyInAnyOrder("fake-1.0", "zips");
        }

        Files.writeString(home.resolve("config/fake.yml"), "# changed after unpacking\n");
        assertThat(distribution.home()).isEqualTo(home);
        assertThat(home.resolve("config/fake.yml")).as("unpacked once: a second call keeps what is there")
                .hasContent("# changed after unpacking");
    }

    @Test
    void aZipPropertyNamingNoFileFailsNamingTheProperty(FakeDistribution fake) {
        System.setProperty(fake.zipProperty, fake.workDir.resolve("missing.zip").toString());
        assertThatThrownBy(() -> fake.distribution().home()).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(fake.zipProperty).hasMessageContaining("missing.zip");
    }

    @Test
    void withoutANamedZipTheLocalMavenRepositoryIsUsed(FakeDistribution fake) throws IOException {
        System.clearProperty(fake.zipProperty);
        Path repository = fake.workDir.resolve("repository");
        Path inRepository = repository.resolve("org/example/fake/fake/1.0/fake-1.0.zip");
        Files.createDirectories(inRepository.getParent());
        Files.copy(fake.zip, inRepository);
        String before = System.getProperty("maven.repo.local");
        System.setProperty("maven.repo.local", repository.toString());
        try {
            assertThat(fake.distribution().repositoryPath()).isEqualTo("org/example/fake/fake/1.0/fake-1.0.zip");
            assertThat(fake.distribution().launcher(fake.distribution().home())).isExecutable();
        } finally {
            if (before == null) {
                System.clearProperty("maven.repo.local");
            } else {
                System.setProperty("maven.repo.local", before);
            }
        }
    }

    @Test
    void anEntryReachingOutOfItsFolderIsRefusedAndNothingIsLeft(FakeDistribution fake) throws IOException {
        FakeDistribution.write(fake.zip, Map.of("fake-1.0/bin/fake", FakeDistribution.LAUNCHER, "../escaped", "out"));
        assertThatThrownBy(() -> fake.distribution().home()).isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining(fake.zip.toString())
                .rootCause().hasMessageContaining("Entry outside the archive's folder: ../escaped");
        try (Stream<Path> left = Files.list(fake.workDir)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly("zips");
        }
        assertThat(fake.workDir.resolve("escaped")).doesNotExist();
    }
}
