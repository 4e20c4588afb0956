package org.jsonpjackson.searchnode.internal;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * A distribution zip made by the test, in the layout of OpenSearch's and Elasticsearch's integ-test-zips
 * ({@code NAME-VERSION/bin/NAME}, {@code NAME-VERSION/config/}), whose launcher runs {@code FakeNode.java} (a test
 * resource) on the JDK the node is given. Each instance has a work directory and system property names of its own,
 * under {@code target/}, where an unprivileged user can reach them when the tests run as root. A test takes one as
 * a parameter ({@link Extension}); its properties are cleared when the test ends.
 */
final class FakeDistribution implements AutoCloseable {

    /** Gives each test method a distribution of its own, closed when the method ends. */
    static final class Extension implements ParameterResolver {
        @Override
        public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
            return parameter.getParameter().getType() == FakeDistribution.class;
        }

        @Override
        public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
            return context.getStore(ExtensionContext.Namespace.create(FakeDistribution.class))
                    .getOrComputeIfAbsent("fake", key -> {
                        try {
                            return create();
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    }, FakeDistribution.class);
        }
    }

    static final String NAME = "fake";
    static final String VERSION = "1.0";
    static final String LAUNCHER = "#!/bin/sh\nexec \"$FAKE_JAVA_HOME/bin/java\" \"$(dirname \"$0\")/../FakeNode.java\" \"$@\"\n";

    final Path workDir;
    final Path zip;
    final String zipProperty;
    final String workDirProperty;

    private FakeDistribution(Path workDir, Path zip, String zipProperty, String workDirProperty) {
        this.workDir = workDir;
        this.zip = zip;
        this.zipProperty = zipProperty;
        this.workDirProperty = workDirProperty;
    }

    /** A work directory under {@code target/}, the zip in it, and the properties naming both set. */
    static FakeDistribution create() throws IOException {
        String id = Long.toHexString(new SecureRandom().nextLong() & Long.MAX_VALUE);
        Path workDir = Files.createDirectories(Path.of("target", "fake-distributions", id).toAbsolutePath());
        Path zip = workDir.resolve("zips").resolve(NAME + "-" + VERSION + ".zip");
        String fakeNode;
        try (InputStream in = FakeDistribution.class.getResourceAsStream("/fake-node/FakeNode.java")) {
            fakeNode = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String folder = NAME + "-" + VERSION + "/";
        write(zip, Map.of(folder + "bin/" + NAME, LAUNCHER, folder + "FakeNode.java", fakeNode,
                folder + "config/fake.yml", "# the distribution's own configuration\n"));
        FakeDistribution fake = new FakeDistribution(workDir, zip, "fake.zip." + id, "fake.workDir." + id);
        System.setProperty(fake.zipProperty, zip.toString());
        System.setProperty(fake.workDirProperty, workDir.toString());
        return fake;
    }

    Distribution distribution() {
        return new Distribution("Fake", NAME, "org.example.fake", VERSION, zipProperty, workDirProperty);
    }

    /** A zip of {@code entries} (name to UTF-8 text), in the map's order. */
    static void write(Path zip, Map<String, String> entries) throws IOException {
        Files.createDirectories(zip.getParent());
        try (OutputStream out = Files.newOutputStream(zip); ZipOutputStream z = new ZipOutputStream(out)) {
            for (Map.Entry<String, String> entry : entries.entrySet()) {
                z.putNextEntry(new ZipEntry(entry.getKey()));
                z.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                z.closeEntry();
            }
        }
    }

    @Override
    public void close() {
        System.clearProperty(zipProperty);
        System.clearProperty(workDirProperty);
    }
}
