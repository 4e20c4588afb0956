package org.jsonpjackson.build;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No two main classes of the build share a simple name, but those {@code same-names.txt} lists with its reason, and
 * no public class of ours shares one with a public class of the libraries users put beside ours (CONTRIBUTING.md,
 * "Names"). Examples under {@code src/it} are users' projects, not the build's classes.
 */
class SimpleNamesTest {

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Path LIST = Path.of("src", "test", "resources", "same-names.txt");
    /** The jars of opensearch-java, elasticsearch-java, Jackson and Parsson, copied there by this module's POM. */
    private static final String FOREIGN_JARS = "jsonpj.foreignJars";
    private static final Pattern DECLARATION = Pattern.compile("\\b(?:class|interface|enum|record)\\s+(\\w+)");
    private static final Pattern PUBLIC = Pattern.compile("\\bpublic\\b");

    @Test
    void noTwoMainClassesShareASimpleNameUnlessListedWithItsReason() throws IOException {
        Map<String, String> listed = Files.readAllLines(LIST).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .collect(Collectors.toMap(line -> line.substring(0, line.indexOf(':')), line -> line.substring(line.indexOf(':') + 1).trim()));
        Map<String, List<String>> byName = mainClasses().collect(Collectors.groupingBy(
                path -> path.getFileName().toString().replace(".java", ""), TreeMap::new,
                Collectors.mapping(path -> ROOT.relativize(path).toString(), Collectors.toList())));
        Map<String, List<String>> shared = new TreeMap<>(byName);
        shared.values().removeIf(paths -> paths.size() < 2);

        Map<String, List<String>> unlisted = new TreeMap<>(shared);
        unlisted.keySet().removeAll(listed.keySet());
        assertThat(unlisted).as("simple names of more than one main class that same-names.txt does not list").isEmpty();
        assertThat(listed.keySet()).as("names same-names.txt lists that no two main classes share any more")
                .isSubsetOf(shared.keySet());
        assertThat(listed.values()).as("a reason for each").allMatch(reason -> reason.length() > 20);
    }

    /**
     * A user who imports one of our public classes next to a public class of opensearch-java, elasticsearch-java,
     * Jackson or Parsson must not meet the same simple name twice (in an import list, a stack trace, a profile). Ours
     * are the top-level types declared {@code public} in a {@code src/main/java} source (read from the source, so the
     * modules need not be compiled); theirs are the top-level classes whose class file has {@code ACC_PUBLIC}, in the
     * jars of the versions the build manages.
     */
    @Test
    void noPublicMainClassSharesASimpleNameWithAPublicClassOfTheLibrariesBesideOurs() throws IOException {
        Path jars = Path.of(System.getProperty(FOREIGN_JARS, "target/foreign-jars"));
        List<Path> jarFiles;
        try (Stream<Path> files = Files.list(jars)) {
            jarFiles = files.filter(f -> f.toString().endsWith(".jar")).sorted().toList();
        }
        assertThat(jarFiles).as("the other libraries' jars in " + jars).isNotEmpty();
        Map<String, List<String>> theirs = new TreeMap<>();
        for (Path jar : jarFiles) {
            int found = publicClasses(jar, theirs);
            assertThat(found).as("public classes in " + jar.getFileName()).isPositive();
        }

        List<String> shared = new ArrayList<>();
        for (Path source : mainClasses().sorted().toList()) {
            String name = source.getFileName().toString().replace(".java", "");
            if (theirs.containsKey(name) && declaresPublic(Files.readString(source), name)) {
                shared.add(ROOT.relativize(source).toString().replace('\\', '/') + " shares " + name + " with "
                        + String.join(", ", theirs.get(name)));
            }
        }
        assertThat(shared).as("public classes of ours with the simple name of a public class of opensearch-java, "
                + "elasticsearch-java, Jackson or Parsson").isEmpty();
    }

    /** Adds each public top-level class of the jar, by simple name, as "its name (jar)"; returns how many. */
    private static int publicClasses(Path jar, Map<String, List<String>> into) throws IOException {
        int found = 0;
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (Enumeration<? extends ZipEntry> entries = zip.entries(); entries.hasMoreElements(); ) {
                ZipEntry entry = entries.nextElement();
                String path = entry.getName();
                String simple = path.substring(path.lastIndexOf('/') + 1);
                if (!simple.endsWith(".class") || simple.contains("$") || simple.equals("module-info.class")
                        || simple.equals("package-info.class")) {
                    continue;
                }
                byte[] bytes;
                try (InputStream in = zip.getInputStream(entry)) {
                    bytes = in.readAllBytes();
                }
                if ((accessFlags(bytes, jar + "!" + path) & 0x0001) != 0) {
                    String className = path.substring(0, path.length() - ".class".length()).replace('/', '.');
                    String simpleName = simple.substring(0, simple.length() - ".class".length());
                    into.computeIfAbsent(simpleName, k -> new ArrayList<>())
                            .add(className + " (" + jar.getFileName() + ")");
                    found++;
                }
            }
        }
        return found;
    }

    /** A class file's access_flags (JVMS 4.1): after the magic, the versions and the constant pool. */
    static int accessFlags(byte[] classFile, String what) {
        ByteBuffer in = ByteBuffer.wrap(classFile);
        if (in.getInt() != 0xCAFEBABE) {
            throw new IllegalArgumentException(what + ": not a class file");
        }
        in.getShort(); // minor_version
        in.getShort(); // major_version
        int count = Short.toUnsignedInt(in.getShort());
        for (int i = 1; i < count; i++) {
            int tag = Byte.toUnsignedInt(in.get());
            switch (tag) {
                case 1 -> { // Utf8: its length, then its bytes
                    int length = Short.toUnsignedInt(in.getShort());
                    in.position(in.position() + length);
                }
                case 7, 8, 16, 19, 20 -> in.position(in.position() + 2); // Class, String, MethodType, Module, Package
                case 15 -> in.position(in.position() + 3); // MethodHandle
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.position(in.position() + 4); // numbers, refs, Dynamic
                case 5, 6 -> { // Long, Double: two entries
                    in.position(in.position() + 8);
                    i++;
                }
                default -> throw new IllegalArgumentException(what + ": constant pool tag " + tag + " at entry " + i);
            }
        }
        return Short.toUnsignedInt(in.getShort());
    }

    /**
     * Whether the source declares the top-level type {@code name} {@code public}: its declaration at brace depth 0,
     * comments and literals left out, with {@code public} among the modifiers since the previous declaration,
     * import or package statement.
     */
    static boolean declaresPublic(String source, String name) {
        String code = codeOnly(source);
        int[] depth = new int[code.length() + 1];
        for (int i = 0, d = 0; i < code.length(); i++) {
            depth[i] = d;
            char c = code.charAt(i);
            d += c == '{' ? 1 : c == '}' ? -1 : 0;
        }
        Matcher declaration = DECLARATION.matcher(code);
        while (declaration.find()) {
            if (declaration.group(1).equals(name) && depth[declaration.start()] == 0) {
                int at = declaration.start();
                int from = Math.max(0, Math.max(code.lastIndexOf(';', at), code.lastIndexOf('}', at)));
                return PUBLIC.matcher(code.substring(from, at)).find();
            }
        }
        return false;
    }

    /** The source with comments, string, text-block and character literals blanked out (offsets kept). */
    static String codeOnly(String source) {
        StringBuilder out = new StringBuilder(source);
        int i = 0;
        while (i < source.length()) {
            int end;
            if (source.startsWith("//", i)) {
                end = source.indexOf('\n', i);
                end = end < 0 ? source.length() : end;
            } else if (source.startsWith("/*", i)) {
                end = source.indexOf("*/", i + 2);
                end = end < 0 ? source.length() : end + 2;
            } else if (source.startsWith("\"\"\"", i)) {
                end = closing(source, i + 3, "\"\"\"");
            } else if (source.charAt(i) == '"' || source.charAt(i) == '\'') {
                end = closing(source, i + 1, String.valueOf(source.charAt(i)));
            } else {
                i++;
                continue;
            }
            for (int j = i; j < end; j++) {
                if (out.charAt(j) != '\n') {
                    out.setCharAt(j, ' ');
                }
            }
            i = end;
        }
        return out.toString();
    }

    private static int closing(String source, int from, String quote) {
        for (int i = from; i < source.length(); i++) {
            if (source.charAt(i) == '\\') {
                i++;
            } else if (source.startsWith(quote, i)) {
                return i + quote.length();
            }
        }
        return source.length();
    }

    private static Stream<Path> mainClasses() throws IOException {
        return Files.walk(ROOT)
                .filter(path -> path.toString().endsWith(".java"))
                .filter(path -> {
                    String p = ROOT.relativize(path).toString().replace('\\', '/');
                    return p.contains("/src/main/java/") && !p.contains("/target/") && !p.contains("/src/it/")
                            && !p.startsWith(".") && !p.endsWith("package-info.java") && !p.endsWith("module-info.java");
                });
    }
}
