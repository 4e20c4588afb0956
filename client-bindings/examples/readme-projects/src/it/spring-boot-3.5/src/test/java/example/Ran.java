package example;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

/** What the tests found, gathered in target/ran.properties for verify.groovy; the file of an earlier run is dropped. */
final class Ran {

    private static final Path FILE = Path.of("target", "ran.properties");

    static {
        try {
            Files.deleteIfExists(FILE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Ran() {
    }

    static synchronized void record(Map<String, String> found) throws IOException {
        Properties ran = new Properties();
        if (Files.isRegularFile(FILE)) {
            try (InputStream in = Files.newInputStream(FILE)) {
                ran.load(in);
            }
        }
        ran.putAll(found);
        Files.createDirectories(FILE.getParent());
        try (OutputStream out = Files.newOutputStream(FILE)) {
            ran.store(out, null);
        }
    }

    /** The file name of the jar {@code type} was loaded from. */
    static String jarOf(Class<?> type) {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().getPath()).getFileName().toString();
    }
}
