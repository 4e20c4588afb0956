package org.jsonpjackson.searchnode.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.Objects;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A search server's distribution a node runs from: an integ-test-zip of Maven Central
 * ({@code GROUP:NAME:VERSION:zip}), unpacked once into {@code <work dir>/NAME-VERSION}, whose launcher is
 * {@code bin/NAME}. The zip is, in this order: the file named by the system property {@code zipProperty} when the
 * product has one, the one in the local Maven repository, or a download from Maven Central checked against its
 * SHA-1; so a fresh machine needs nothing installed by hand. The work directory is the system property
 * {@code workDirProperty}, by default {@code target} of the directory the tests run in (Maven's surefire and
 * failsafe run them in the module's own directory).
 */
public final class Distribution {

    private static final String CENTRAL = "https://repo1.maven.org/maven2/";
    /** Unpacking is once per work directory, whatever the product: one lock for all. */
    private static final Object UNPACKING = new Object();

    private final String product;
    private final String name;
    private final String groupId;
    private final String version;
    private final String zipProperty;
    private final String workDirProperty;

    /**
     * @param product         the product's name in messages ({@code OpenSearch})
     * @param name            the artifact id, the launcher's name in {@code bin/} and the unpacked folder's prefix
     * @param groupId         the zip's group ({@code org.opensearch.distribution.integ-test-zip})
     * @param version         the version
     * @param zipProperty     the system property that may name the zip, or {@code null} for none
     * @param workDirProperty the system property that may name the work directory
     */
    public Distribution(String product, String name, String groupId, String version, String zipProperty,
                        String workDirProperty) {
        this.product = Objects.requireNonNull(product, "product");
        this.name = Objects.requireNonNull(name, "name");
        this.groupId = Objects.requireNonNull(groupId, "groupId");
        this.version = Objects.requireNonNull(version, "version");
        this.zipProperty = zipProperty;
        this.workDirProperty = Objects.requireNonNull(workDirProperty, "workDirProperty");
    }

    public String product() {
        return product;
    }

    public String name() {
        return name;
    }

    public String version() {
        return version;
    }

    /** The zip's path in a Maven repository. */
    String repositoryPath() {
        return groupId.replace('.', '/') + "/" + name + "/" + version + "/" + name + "-" + version + ".zip";
    }

    public Path workDir() {
        return Path.of(System.getProperty(workDirProperty, "target")).toAbsolutePath().normalize();
    }

    /** The script that starts a node, in the unpacked distribution. */
    public Path launcher(Path home) {
        return home.resolve("bin").resolve(name);
    }

    /** The unpacked distribution, unpacked now if it is not yet. */
    public Path home() {
        synchronized (UNPACKING) {
            String folder = name + "-" + version;
            Path home = workDir().resolve(folder);
            if (Files.isRegularFile(launcher(home))) {
                return home;
            }
            Path zip = zip();
            // unpacked beside it, then moved into place: another JVM unpacking at the same moment never sees half
            Path part = workDir().resolve(folder + ".part-" + Long.toHexString(new SecureRandom().nextLong()));
            try {
                unzip(zip, part);
                try {
                    Files.move(part.resolve(folder), home, StandardCopyOption.ATOMIC_MOVE);
                } catch (FileAlreadyExistsException | DirectoryNotEmptyException another) {
                    // another JVM was first
                }
            } catch (IOException e) {
                throw new UncheckedIOException("Could not unpack " + zip + " into " + home, e);
            } finally {
                deleteTree(part);
            }
            return home;
        }
    }

    private Path zip() {
        String named = zipProperty == null ? null : System.getProperty(zipProperty);
        if (named != null && !named.isBlank()) {
            Path zip = Path.of(named.trim());
            if (!Files.isRegularFile(zip)) {
                throw new IllegalStateException(zipProperty + " names " + zip + ", which is not a file");
            }
            return zip;
        }
        String repository = System.getProperty("maven.repo.local");
        Path local = (repository != null ? Path.of(repository) : Path.of(System.getProperty("user.home"), ".m2", "repository"))
                .resolve(repositoryPath());
        if (Files.isRegularFile(local)) {
            return local;
        }
        Path downloaded = workDir().resolve(name + "-" + version + ".zip");
        if (!Files.isRegularFile(downloaded)) {
            download(CENTRAL + repositoryPath(), downloaded);
        }
        return downloaded;
    }

    private static void download(String url, Path target) {
        HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
                .connectTimeout(Duration.ofSeconds(30)).build();
        try {
            Files.createDirectories(target.getParent());
            Path part = target.resolveSibling(target.getFileName() + ".part-" + ProcessHandle.current().pid());
            HttpResponse<Path> zip = http.send(HttpRequest.newBuilder(URI.create(url)).build(),
                    HttpResponse.BodyHandlers.ofFile(part));
            HttpResponse<String> sha1 = http.send(HttpRequest.newBuilder(URI.create(url + ".sha1")).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (zip.statusCode() != 200 || sha1.statusCode() != 200) {
                Files.deleteIfExists(part);
                throw new IllegalStateException("Could not download " + url + ": HTTP " + zip.statusCode()
                        + " (its .sha1: HTTP " + sha1.statusCode() + ")");
            }
            String expected = sha1.body().trim().split("\\s+")[0];
            String actual = sha1(part);
            if (!actual.equalsIgnoreCase(expected)) {
                Files.deleteIfExists(part);
                throw new IllegalStateException("Downloaded " + url + " has SHA-1 " + actual + ", Maven Central says " + expected);
            }
            Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not download " + url, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted downloading " + url, e);
        }
    }

    private static String sha1(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-1");
            byte[] chunk = new byte[1 << 16];
            for (int n; (n = in.read(chunk)) > 0; ) {
                digest.update(chunk, 0, n);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Unpacks {@code zip}; the zip's Unix modes are not read by java.util.zip, so the scripts in bin/ are made executable. */
    private static void unzip(Path zip, Path into) throws IOException {
        try (ZipFile file = new ZipFile(zip.toFile())) {
            Enumeration<? extends ZipEntry> entries = file.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                Path target = into.resolve(entry.getName()).normalize();
                if (!target.startsWith(into)) {
                    throw new IOException("Entry outside the archive's folder: " + entry.getName());
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                    continue;
                }
                Files.createDirectories(target.getParent());
                try (InputStream in = file.getInputStream(entry)) {
                    Files.copy(in, target);
                }
                if (target.getParent().getFileName().toString().equals("bin")) {
                    target.toFile().setExecutable(true, false);
                }
            }
        }
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path source : (Iterable<Path>) paths::iterator) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // what is left stays under target/, which mvn clean removes
        }
    }

    @Override
    public String toString() {
        return product + " " + version;
    }
}
