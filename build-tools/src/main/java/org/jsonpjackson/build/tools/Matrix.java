package org.jsonpjackson.build.tools;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Runs a module's tests again on each line of the version matrix: the runs that {@code matrix.txt}, at the root of the
 * build, gives for the module. Each run is the module's test class path with jars swapped, dropped or added, in a JVM of
 * its own, through the JUnit Platform's console launcher; the runs of one kind are written once, and a run written
 * with an axis ({@code {jackson-core}}) runs once per version that {@code line} lists for it. The root POM runs this
 * in every module that sets {@code jsonpj.matrix.phase}; nothing else in the build knows a matrix version.
 *
 * <pre>java Matrix BASEDIR PROJECT_PROPERTIES TEST_CLASSPATH LOCAL_REPOSITORY offline=OFFLINE skip=SKIP,... test=TEST_FILTER</pre>
 *
 * PROJECT_PROPERTIES is the module's properties (written by properties-maven-plugin), which {@code ${...}} in
 * matrix.txt reads. A jar the module's class path lacks is read from LOCAL_REPOSITORY, and fetched into it from
 * Maven Central (or {@code jsonpj.matrix.repository}) unless OFFLINE is {@code true}. A SKIP of {@code true}
 * ({@code -DskipTests}, {@code -Dmaven.test.skip}) or a TEST_FILTER ({@code -Dtest=...}: some tests asked for) skips
 * every run. Each run's log and
 * reports go to {@code target/matrix/RUN}. A run passes when the launcher exits 0, at least one test ran, none was
 * skipped (unless the run allows it) and its {@code expect} lines hold; every run is tried, then the program exits 1
 * if any failed, naming each.
 */
public final class Matrix {

    private static final String FILE = "matrix.txt";
    private static final String CENTRAL = "https://repo.maven.apache.org/maven2";
    private static final Pattern PROPERTY = Pattern.compile("\\$\\{([^}]+)}");
    private static final Pattern AXIS = Pattern.compile("\\{([a-z][\\w-]*)}");
    private static final Pattern JAR_NAME = Pattern.compile("^(.+?)-(\\d[\\w.]*?(?:-SNAPSHOT)?)(?:-([a-z]\\w*))?\\.jar$");
    /** Surefire's default includes, top-level classes only: Test*, *Test, *Tests, *TestCase. */
    private static final String SUREFIRE_INCLUDES = "^(.+\\.)?(Test[^.$]*|[^.$]*Tests?|[^.$]*TestCase)$";

    /** One jar or class folder of a class path, with the coordinates it was found under (group may be unknown). */
    record Entry(Path path, String group, String artifact, String classifier) {
        boolean is(String coordinates) {
            String[] c = coordinates.split(":");
            boolean classifierMatches = c.length > 2 ? c[2].equals(classifier) : classifier.isEmpty() || c[1].equals("*");
            boolean artifactMatches = c[1].equals("*") ? !group.isEmpty() : c[1].equals(artifact);
            return artifactMatches && (group.isEmpty() || c[0].equals(group)) && classifierMatches;
        }
    }

    /** A run as written: its name (with an axis, maybe), and its lines, the module's defaults first. */
    record Run(String module, String name, List<String> directives) {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 7) {
            throw new IllegalArgumentException("usage: Matrix BASEDIR PROJECT_PROPERTIES TEST_CLASSPATH LOCAL_REPOSITORY "
                    + "OFFLINE SKIP_TESTS TEST_FILTER");
        }
        Path basedir = Path.of(args[0]).toAbsolutePath().normalize();
        String test = args[6].replaceFirst("^test=", "");
        if (!test.isBlank() && !test.startsWith("${")) {
            System.out.println("[matrix] skipped: -Dtest=" + test + " asks for some tests only");
            return;
        }
        boolean skip = List.of(args[5].replaceFirst("^skip=", "").split(",")).contains("true");
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(Path.of(args[1]))) {
            properties.load(in);
        }
        Path root = basedir;
        while (root != null && !Files.isRegularFile(root.resolve(FILE))) {
            root = root.getParent();
        }
        if (root == null) {
            throw new IllegalStateException("no " + FILE + " in " + basedir + " or a folder above it");
        }
        String module = root.relativize(basedir).toString().replace('\\', '/');
        boolean offline = Boolean.parseBoolean(args[4].replaceFirst("^offline=", ""));
        Matrix matrix = new Matrix(basedir, properties, Path.of(args[3]), offline,
                properties.getProperty("jsonpj.matrix.repository", CENTRAL));
        List<Run> runs = matrix.read(root.resolve(FILE), module);
        if (runs.isEmpty()) {
            throw new IllegalStateException(root.resolve(FILE) + " has no run for module " + module
                    + ", which sets jsonpj.matrix.phase");
        }
        if (skip) {
            // the runs' jars still come into the local repository, so that a later `mvn -o verify` finds them
            int jars = offline ? 0 : matrix.prefetch(runs);
            System.out.println("[matrix] skipped: tests are skipped" + (offline ? "" : " (" + jars + " jars of "
                    + runs.size() + " runs in the local repository)"));
            return;
        }
        List<Entry> classpath = matrix.entries(args[2]);
        List<String> failed = new ArrayList<>();
        for (Run run : runs) {
            String outcome = matrix.run(run, classpath);
            if (outcome != null) {
                failed.add(run.name() + ": " + outcome);
            }
        }
        if (!failed.isEmpty()) {
            System.out.println("[matrix] " + failed.size() + " of " + runs.size() + " runs of " + module + " failed:");
            failed.forEach(f -> System.out.println("[matrix]   " + f));
            System.exit(1);
        }
    }

    private final Path basedir;
    private final Properties properties;
    private final Path localRepository;
    private final boolean offline;
    private final String repository;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30))
            .followRedirects(HttpClient.Redirect.NORMAL).build();

    Matrix(Path basedir, Properties properties, Path localRepository, boolean offline, String repository) {
        this.basedir = basedir;
        this.properties = properties;
        this.localRepository = localRepository.toAbsolutePath().normalize();
        this.offline = offline;
        this.repository = repository.endsWith("/") ? repository.substring(0, repository.length() - 1) : repository;
    }

    /**
     * The runs of one module, each axis expanded. The file: {@code line AXIS VERSION...}; {@code module PATH}, then
     * indented lines that every run of the module starts with; {@code run NAME}, indented deeper, then its own lines.
     * {@code #} starts a comment; {@code ${property}} is the module's property, {@code {axis}} the run's version.
     */
    List<Run> read(Path file, String wanted) throws IOException {
        Map<String, List<String>> lines = new LinkedHashMap<>();
        Map<String, List<String>> defined = new LinkedHashMap<>();
        List<Run> runs = new ArrayList<>();
        String module = null;
        List<String> definition = null;
        List<String> defaults = new ArrayList<>();
        String runName = null;
        List<String> runLines = null;
        int number = 0;
        for (String raw : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            String text = raw.replaceFirst("\\s+#.*$", "").replaceFirst("^#.*$", "");
            if (text.isBlank()) {
                continue;
            }
            int indent = text.length() - text.stripLeading().length();
            String line = interpolate(text.strip(), file, number);
            if (indent == 0) {
                if (runName != null && wanted.equals(module)) {
                    runs.addAll(expand(new Run(module, runName, runLines), lines));
                }
                runName = null;
                definition = null;
                module = null;
                String[] words = line.split("\\s+");
                switch (words[0]) {
                    case "line" -> lines.put(words[1], List.of(words).subList(2, words.length));
                    case "define" -> {
                        definition = new ArrayList<>();
                        defined.put(words[1], definition);
                    }
                    case "module" -> {
                        module = words[1];
                        defaults = new ArrayList<>();
                    }
                    default -> throw new IllegalArgumentException(file + ":" + number
                            + ": expected line, define or module: " + raw);
                }
            } else if (definition != null) {
                definition.addAll(used(line, defined, file, number));
            } else if (line.startsWith("run ")) {
                if (module == null) {
                    throw new IllegalArgumentException(file + ":" + number + ": a run outside a module");
                }
                if (runName != null && wanted.equals(module)) {
                    runs.addAll(expand(new Run(module, runName, runLines), lines));
                }
                runName = line.substring(4).strip();
                runLines = new ArrayList<>(defaults);
            } else if (runName != null && indent > 2) {
                runLines.addAll(used(line, defined, file, number));
            } else if (runName != null) {
                throw new IllegalArgumentException(file + ":" + number + ": a module's own lines go before its runs, "
                        + "and a run's lines are indented deeper than the run: " + raw);
            } else if (module != null) {
                defaults.addAll(used(line, defined, file, number));
            } else {
                throw new IllegalArgumentException(file + ":" + number + ": indented, but under no module: " + raw);
            }
        }
        if (runName != null && wanted.equals(module)) {
            runs.addAll(expand(new Run(module, runName, runLines), lines));
        }
        return runs;
    }

    /** A line as it is, or for {@code use NAME} the lines of {@code define NAME}, written above it. */
    private static List<String> used(String line, Map<String, List<String>> defined, Path file, int number) {
        if (!line.startsWith("use ")) {
            return List.of(line);
        }
        List<String> lines = defined.get(line.substring(4).strip());
        if (lines == null) {
            throw new IllegalArgumentException(file + ":" + number + ": " + line + ": nothing of that name is defined above");
        }
        return lines;
    }

    private String interpolate(String text, Path file, int number) {
        Matcher m = PROPERTY.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = properties.getProperty(m.group(1));
            if (value == null) {
                value = switch (m.group(1)) {
                    case "basedir", "project.basedir" -> basedir.toString();
                    case "project.build.directory" -> basedir.resolve("target").toString();
                    case "project.build.outputDirectory" -> basedir.resolve("target/classes").toString();
                    case "path.separator" -> java.io.File.pathSeparator;
                    // left as it is: an error if the run that reads it runs (a property set only when it does)
                    default -> m.group();
                };
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** One run per version of the axis its name holds; an axis of one version may stand anywhere in it. */
    private static List<Run> expand(Run run, Map<String, List<String>> lines) {
        List<Run> runs = new ArrayList<>();
        for (Run one : byNameAxis(run, lines)) {
            List<String> directives = new ArrayList<>();
            for (String directive : one.directives()) {
                Matcher m = AXIS.matcher(directive);
                StringBuilder out = new StringBuilder();
                while (m.find()) {
                    List<String> versions = lines.get(m.group(1));
                    if (versions == null || versions.size() != 1) {
                        throw new IllegalArgumentException("run " + one.name() + ": " + directive + ": {" + m.group(1)
                                + "} is " + (versions == null ? "no line" : "a line of " + versions.size()
                                + " versions, which only a run's name may hold"));
                    }
                    m.appendReplacement(out, Matcher.quoteReplacement(versions.get(0)));
                }
                m.appendTail(out);
                directives.add(out.toString());
            }
            runs.add(new Run(one.module(), one.name(), directives));
        }
        return runs;
    }

    private static List<Run> byNameAxis(Run run, Map<String, List<String>> lines) {
        Matcher m = AXIS.matcher(run.name());
        if (!m.find()) {
            return List.of(run);
        }
        String axis = m.group(1);
        List<String> versions = lines.get(axis);
        if (versions == null || versions.isEmpty()) {
            throw new IllegalArgumentException("run " + run.name() + " names the axis " + axis + ", which no line lists");
        }
        List<Run> runs = new ArrayList<>();
        for (String version : versions) {
            List<String> directives = run.directives().stream().map(d -> d.replace("{" + axis + "}", version)).toList();
            runs.add(new Run(run.module(), run.name().replace("{" + axis + "}", version), directives));
        }
        return runs;
    }

    List<Entry> entries(String classpath) {
        List<Entry> entries = new ArrayList<>();
        for (String part : classpath.split(java.io.File.pathSeparator)) {
            if (!part.isBlank()) {
                entries.add(entry(Path.of(part).toAbsolutePath().normalize()));
            }
        }
        return entries;
    }

    /** Coordinates from the local repository's layout (group/artifact/version/file), else from the file's name. */
    Entry entry(Path path) {
        if (path.startsWith(localRepository) && path.getNameCount() - localRepository.getNameCount() >= 4) {
            Path relative = localRepository.relativize(path);
            int n = relative.getNameCount();
            String artifact = relative.getName(n - 3).toString();
            String version = relative.getName(n - 2).toString();
            String file = relative.getFileName().toString();
            String group = relative.subpath(0, n - 3).toString().replace(java.io.File.separatorChar, '.');
            String rest = file.substring(Math.min(file.length(), artifact.length() + version.length() + 1));
            String classifier = rest.startsWith("-") ? rest.substring(1, rest.lastIndexOf('.')) : "";
            return new Entry(path, group, artifact, classifier);
        }
        Matcher m = JAR_NAME.matcher(path.getFileName().toString());
        if (m.matches()) {
            return new Entry(path, "", m.group(1), m.group(3) == null ? "" : m.group(3));
        }
        return new Entry(path, "", path.toString(), "");
    }

    /** Fetches the jars every run swaps in or adds, and the launcher's; returns how many jars that is. */
    int prefetch(List<Run> runs) throws IOException, InterruptedException {
        Set<String> jars = new TreeSet<>();
        for (Run run : runs) {
            for (String directive : run.directives()) {
                String[] words = directive.split("\\s+");
                if ((words[0].equals("swap") || words[0].equals("add")) && !directive.contains("${")) {
                    jars.addAll(List.of(words).subList(1, words.length));
                }
            }
        }
        jars.addAll(launcherJars());
        for (String jar : jars) {
            fetch(jar);
        }
        return jars.size();
    }

    private List<String> launcherJars() {
        String platform = properties.getProperty("junit-platform.version");
        if (platform == null) {
            throw new IllegalStateException("the module has no property junit-platform.version");
        }
        return List.of("junit-platform-launcher", "junit-platform-reporting", "junit-platform-console").stream()
                .map(tool -> "org.junit.platform:" + tool + ":" + platform).toList();
    }

    /** Runs one run; null when it passed, else why not. */
    String run(Run run, List<Entry> moduleClasspath) throws IOException, InterruptedException {
        List<Entry> classpath = new ArrayList<>(moduleClasspath);
        List<String> jvm = new ArrayList<>();
        List<String> launcher = new ArrayList<>();
        List<String> scan = new ArrayList<>();
        List<String> includes = new ArrayList<>();
        List<String[]> expectations = new ArrayList<>();
        boolean skipsAllowed = false;
        long timeoutMinutes = 30;
        for (String directive : run.directives()) {
            if (directive.startsWith("skip-if ") && directive.substring(8).strip().equals("true")) {
                System.out.println("[matrix] " + run.name() + ": skipped (" + directive + ")");
                return null;
            }
        }
        for (String directive : run.directives()) {
            Matcher unresolved = PROPERTY.matcher(directive);
            if (unresolved.find() && !directive.startsWith("skip-if ")) {
                throw new IllegalArgumentException(run.name() + ": " + directive + ": the module has no property "
                        + unresolved.group(1));
            }
        }
        for (String directive : run.directives()) {
            String[] words = directive.split("\\s+", 2);
            String value = words.length > 1 ? words[1].strip() : "";
            switch (words[0]) {
                case "skip-if" -> {
                    // read above
                }
                case "swap" -> {
                    for (String coordinates : value.split("\\s+")) {
                        String[] c = coordinates.split(":");
                        String ga = c[0] + ":" + c[1] + (c.length > 3 ? ":" + c[3] : "");
                        if (!classpath.removeIf(e -> e.is(ga))) {
                            throw new IllegalArgumentException(run.name() + ": swap " + coordinates + ": " + ga
                                    + " is not on the class path (add puts a jar on it)");
                        }
                        classpath.add(fetch(coordinates));
                    }
                }
                case "drop" -> {
                    for (String ga : value.split("\\s+")) {
                        if (!classpath.removeIf(e -> e.is(ga))) {
                            throw new IllegalArgumentException(run.name() + ": drop " + ga + ": not on the class path");
                        }
                    }
                }
                case "add" -> {
                    for (String coordinates : value.split("\\s+")) {
                        classpath.add(fetch(coordinates));
                    }
                }
                case "jvm" -> jvm.addAll(List.of(value.split("\\s+")));
                case "property" -> jvm.add("-D" + value);
                case "scan" -> scan.add(value);
                case "include" -> includes.add(value);
                case "exclude" -> launcher.addAll(List.of("--exclude-classname", value));
                case "include-tag" -> launcher.addAll(List.of("--include-tag", value));
                case "exclude-tag" -> launcher.addAll(List.of("--exclude-tag", value));
                case "expect" -> expectations.add(value.split("\\s+"));
                case "skips-allowed" -> skipsAllowed = true;
                case "timeout-minutes" -> timeoutMinutes = Long.parseLong(value);
                default -> throw new IllegalArgumentException(run.name() + ": unknown directive " + directive);
            }
        }
        for (String tool : launcherJars()) {
            String ga = tool.substring(0, tool.lastIndexOf(':'));
            classpath.removeIf(e -> e.is(ga));
            classpath.add(fetch(tool));
        }
        List<String> roots = new ArrayList<>();
        for (String s : scan.isEmpty() ? List.of("test-classes") : scan) {
            if (s.equals("test-classes")) {
                roots.add(basedir.resolve("target/test-classes").toString());
            } else {
                List<Entry> found = classpath.stream().filter(e -> e.is(s)).toList();
                if (found.size() != 1) {
                    throw new IllegalArgumentException(run.name() + ": scan " + s + ": " + found.size()
                            + " entries of the class path match");
                }
                roots.add(found.get(0).path().toString());
            }
        }

        Path dir = basedir.resolve("target/matrix").resolve(run.name());
        deleteTree(dir);
        Files.createDirectories(dir);
        List<String> args = new ArrayList<>(jvm);
        args.add("-cp");
        args.add(String.join(java.io.File.pathSeparator, classpath.stream().map(e -> e.path().toString()).toList()));
        args.add("org.junit.platform.console.ConsoleLauncher");
        args.addAll(List.of("execute", "--disable-banner", "--disable-ansi-colors", "--details=summary",
                "--fail-if-no-tests", "--reports-dir", dir.resolve("reports").toString()));
        args.addAll(List.of("--scan-classpath", String.join(java.io.File.pathSeparator, roots)));
        for (String include : includes.isEmpty() ? List.of(SUREFIRE_INCLUDES) : includes) {
            args.addAll(List.of("--include-classname", include));
        }
        args.addAll(launcher);
        Path argFile = dir.resolve("java.args");
        Files.write(argFile, args.stream().map(Matrix::quoted).toList(), StandardCharsets.UTF_8);
        Path log = dir.resolve("output.txt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        long start = System.nanoTime();
        Process process = new ProcessBuilder(java, "@" + argFile).directory(basedir.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!process.waitFor(timeoutMinutes, TimeUnit.MINUTES)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            return report(run, log, "did not end within " + timeoutMinutes + " minutes (timeout-minutes)");
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Results results = results(dir.resolve("reports"));
        String summary = String.format(Locale.ROOT, "%d tests, %d failed, %d skipped, %.0f s", results.tests, results.failed,
                results.skipped, seconds);
        if (process.exitValue() != 0) {
            return report(run, log, "the launcher exited " + process.exitValue() + " (" + summary + ")");
        }
        if (results.tests == 0) {
            return report(run, log, "no test ran");
        }
        if (results.failed > 0) {
            return report(run, log, summary);
        }
        if (results.skipped > 0 && !skipsAllowed) {
            return report(run, log, summary + "; a skipped test fails a run that does not say skips-allowed: "
                    + results.skippedNames);
        }
        for (String[] expectation : expectations) {
            long count = results.byClass.entrySet().stream().filter(e -> e.getKey().startsWith(expectation[0]))
                    .mapToLong(Map.Entry::getValue).sum();
            String want = expectation.length > 1 ? expectation[1] : ">0";
            boolean holds = want.equals(">0") ? count > 0 : count == Long.parseLong(want);
            if (!holds) {
                return report(run, log, "expected " + want + " tests of " + expectation[0] + ", ran " + count);
            }
        }
        System.out.println("[matrix] " + run.name() + ": " + summary);
        return null;
    }

    private static String quoted(String arg) {
        return "\"" + arg.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static String report(Run run, Path log, String why) throws IOException {
        System.out.println("[matrix] " + run.name() + ": FAILED: " + why + "; the end of " + log + ":");
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        lines.subList(Math.max(0, lines.size() - 60), lines.size()).forEach(l -> System.out.println("[matrix]   " + l));
        return why;
    }

    static final class Results {
        int tests;
        int failed;
        int skipped;
        final List<String> skippedNames = new ArrayList<>();
        final Map<String, Long> byClass = new LinkedHashMap<>();
    }

    /** The counts of the launcher's XML reports (one per test engine), test by test. */
    static Results results(Path reports) throws IOException {
        Results results = new Results();
        if (!Files.isDirectory(reports)) {
            return results;
        }
        List<Path> files;
        try (Stream<Path> list = Files.list(reports)) {
            files = list.filter(p -> p.getFileName().toString().endsWith(".xml")).sorted().toList();
        }
        for (Path file : files) {
            Document doc;
            try {
                DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
                factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
                doc = factory.newDocumentBuilder().parse(file.toFile());
            } catch (Exception e) {
                throw new IOException("cannot read " + file, e);
            }
            NodeList cases = doc.getElementsByTagName("testcase");
            for (int i = 0; i < cases.getLength(); i++) {
                Element c = (Element) cases.item(i);
                String className = c.getAttribute("classname");
                results.tests++;
                results.byClass.merge(className, 1L, Long::sum);
                if (c.getElementsByTagName("failure").getLength() > 0 || c.getElementsByTagName("error").getLength() > 0) {
                    results.failed++;
                } else if (c.getElementsByTagName("skipped").getLength() > 0) {
                    results.skipped++;
                    results.skippedNames.add(className + "#" + c.getAttribute("name"));
                }
            }
        }
        return results;
    }

    /** The jar of G:A:V[:CLASSIFIER], from the local repository, fetched into it first if missing. */
    Entry fetch(String coordinates) throws IOException, InterruptedException {
        String[] c = coordinates.split(":");
        if (c.length < 3) {
            throw new IllegalArgumentException("not group:artifact:version[:classifier]: " + coordinates);
        }
        String classifier = c.length > 3 ? c[3] : "";
        String file = c[1] + "-" + c[2] + (classifier.isEmpty() ? "" : "-" + classifier) + ".jar";
        String path = c[0].replace('.', '/') + "/" + c[1] + "/" + c[2] + "/" + file;
        Path jar = localRepository.resolve(path);
        if (!Files.isRegularFile(jar)) {
            if (offline) {
                throw new IllegalStateException(coordinates + " is not in the local repository " + localRepository
                        + " and Maven is offline: run the build once online");
            }
            download(repository + "/" + path, jar);
        }
        return new Entry(jar, c[0], c[1], classifier);
    }

    private void download(String url, Path jar) throws IOException, InterruptedException {
        System.out.println("[matrix] fetching " + url);
        HttpResponse<byte[]> body = http.send(HttpRequest.newBuilder(URI.create(url)).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        HttpResponse<String> sha1 = http.send(HttpRequest.newBuilder(URI.create(url + ".sha1")).build(),
                HttpResponse.BodyHandlers.ofString());
        if (body.statusCode() != 200 || sha1.statusCode() != 200) {
            throw new IOException(url + ": HTTP " + body.statusCode() + " (its .sha1: " + sha1.statusCode()
                    + "); the repository is jsonpj.matrix.repository, " + repository);
        }
        String expected = sha1.body().strip().split("\\s+")[0];
        String actual;
        try {
            actual = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(body.body()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        if (!actual.equalsIgnoreCase(expected)) {
            throw new IOException(url + ": SHA-1 " + actual + ", but the repository's .sha1 says " + expected);
        }
        Files.createDirectories(jar.getParent());
        Path part = Files.createTempFile(jar.getParent(), jar.getFileName().toString(), ".part");
        Files.write(part, body.body());
        Files.move(part, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted((a, b) -> b.getNameCount() - a.getNameCount()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
