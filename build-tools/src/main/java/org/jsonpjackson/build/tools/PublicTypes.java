package org.jsonpjackson.build.tools;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks that each library's public types are exactly the ones the documentation lists for it, so that a type made
 * public by accident (or one made private while users are told of it) fails the build, naming it.
 *
 * <p>The documentation is README.md and every {@code .md} file under docs/ of the root given. In it, a list of
 * public types follows the line {@code <!-- public-types: ARTIFACT -->}: one item per
 * package, {@code - `package`: `Type`, `Type`}, where only back-quoted words count. The jar's public types are
 * read from its class files (top-level classes whose access flags say public; no class is loaded, so the jar's
 * dependencies need not be here). In a jar that is a named module, only the packages it exports to everyone
 * count: the others are closed to applications whatever their types say. Fails (exit status 1) on a difference, on
 * an artifact with no list, on a list with no artifact, and on two lists for one artifact (in one file or in two).
 *
 * <p>Run by the build from the build-tools jar (exec:exec): {@code PublicTypes ROOT ARTIFACT=JAR...}, where ROOT is the
 * repository's root folder (README.md alone may be given instead, for README.md only). {@code ?ARTIFACT=JAR} marks a
 * jar that a build may leave without classes (james-opensearch, compiled only where a JDK 21 is found): there, a
 * missing jar or one holding no class is reported and its list left unchecked, rather than failing every build
 * on a machine with Java 17 alone; its list must still exist.
 */
public final class PublicTypes {

    private static final Pattern MARKER = Pattern.compile("^<!-- public-types: ([A-Za-z0-9._-]+) -->\\s*$");
    private static final Pattern ITEM = Pattern.compile("^- `([a-z][a-z0-9_.]*)`:(.*)$");
    private static final Pattern QUOTED = Pattern.compile("`([A-Za-z0-9_]+)`");
    private static final int ACC_PUBLIC = 0x0001;

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            fail("usage: PublicTypes ROOT ARTIFACT=JAR...");
        }
        Path root = Path.of(args[0]);
        Map<String, TreeSet<String>> listed = new LinkedHashMap<>();
        Map<String, String> where = new LinkedHashMap<>();
        for (Path doc : DocPages.of(root)) {
            String file = Files.isDirectory(root) ? root.relativize(doc).toString() : doc.getFileName().toString();
            Map<String, Integer> lines = new LinkedHashMap<>();
            for (Map.Entry<String, TreeSet<String>> list : listed(doc, file, lines).entrySet()) {
                String artifact = list.getKey();
                if (listed.put(artifact, list.getValue()) != null) {
                    fail(file + ":" + lines.get(artifact) + ": a second public-types list for " + artifact
                            + " (the first is in " + where.get(artifact) + ")");
                }
                where.put(artifact, file + ":" + lines.get(artifact));
            }
        }
        List<String> problems = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            boolean mayBeUnbuilt = args[i].startsWith("?");
            String[] pair = args[i].substring(mayBeUnbuilt ? 1 : 0).split("=", 2);
            TreeSet<String> documented = listed.remove(pair[0]);
            if (documented == null) {
                problems.add(pair[0] + ": neither README.md nor docs/ lists its public types (a line <!-- public-types: "
                        + pair[0] + " --> and a list after it)");
                continue;
            }
            if (mayBeUnbuilt && !holdsClasses(Path.of(pair[1]))) {
                System.out.println("[PublicTypes] " + pair[0] + ": not built here (no classes in " + pair[1]
                        + "), its list in " + where.get(pair[0]) + " is not checked");
                continue;
            }
            TreeSet<String> actual = publicTypes(Path.of(pair[1]));
            TreeSet<String> undocumented = new TreeSet<>(actual);
            undocumented.removeAll(documented);
            TreeSet<String> missing = new TreeSet<>(documented);
            missing.removeAll(actual);
            if (!undocumented.isEmpty()) {
                problems.add(pair[0] + ": public but not in the list of " + where.get(pair[0]) + ": " + undocumented
                        + " (make it package-private, or list it deliberately)");
            }
            if (!missing.isEmpty()) {
                problems.add(pair[0] + ": in the list of " + where.get(pair[0]) + " but not public in " + pair[1] + ": "
                        + missing);
            }
        }
        for (String artifact : listed.keySet()) {
            problems.add(artifact + ": " + where.get(artifact)
                    + " lists public types for an artifact this check is not given");
        }
        if (!problems.isEmpty()) {
            fail(String.join("\n", problems));
        }
        System.out.println("[PublicTypes] README.md and docs/ list exactly the public types of " + (args.length - 1)
                + " artifacts");
    }

    /** The public-types lists of one Markdown file, by artifact; {@code lines} gets each marker's line. */
    private static Map<String, TreeSet<String>> listed(Path readme, String file, Map<String, Integer> at)
            throws IOException {
        Map<String, TreeSet<String>> lists = new LinkedHashMap<>();
        List<String> lines = Files.readAllLines(readme, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            Matcher marker = MARKER.matcher(lines.get(i));
            if (!marker.matches()) {
                continue;
            }
            TreeSet<String> types = new TreeSet<>();
            for (int j = i + 1; j < lines.size(); j++) {
                Matcher item = ITEM.matcher(lines.get(j));
                if (!item.matches()) {
                    break;
                }
                Matcher quoted = QUOTED.matcher(item.group(2));
                while (quoted.find()) {
                    types.add(item.group(1) + "." + quoted.group(1));
                }
            }
            at.putIfAbsent(marker.group(1), i + 1);
            if (types.isEmpty() || lists.put(marker.group(1), types) != null) {
                fail(file + ":" + (i + 1) + ": public-types marker for " + marker.group(1)
                        + " is a second one, or is not followed by a list");
            }
        }
        return lists;
    }

    private static TreeSet<String> publicTypes(Path jar) throws IOException {
        if (!Files.isRegularFile(jar)) {
            fail("no jar at " + jar);
        }
        Optional<Set<String>> exported = ModuleFinder.of(jar).findAll().stream().findFirst()
                .map(ModuleReference::descriptor)
                .filter(descriptor -> !descriptor.isAutomatic())
                .map(descriptor -> descriptor.exports().stream().filter(e -> !e.isQualified())
                        .map(ModuleDescriptor.Exports::source).collect(Collectors.toSet()));
        TreeSet<String> types = new TreeSet<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            for (JarEntry entry : (Iterable<JarEntry>) file.stream()::iterator) {
                String name = entry.getName();
                if (!name.endsWith(".class") || name.contains("$") || name.startsWith("META-INF/")
                        || name.endsWith("module-info.class") || name.endsWith("package-info.class")) {
                    continue;
                }
                String packageName = name.contains("/") ? name.substring(0, name.lastIndexOf('/')).replace('/', '.') : "";
                if (exported.isPresent() && !exported.get().contains(packageName)) {
                    continue;
                }
                try (InputStream in = file.getInputStream(entry)) {
                    if ((accessFlags(new DataInputStream(in)) & ACC_PUBLIC) != 0) {
                        types.add(name.substring(0, name.length() - ".class".length()).replace('/', '.'));
                    }
                }
            }
        }
        return types;
    }

    /** Whether the jar exists and holds at least one class file. */
    private static boolean holdsClasses(Path jar) throws IOException {
        if (!Files.isRegularFile(jar)) {
            return false;
        }
        try (JarFile file = new JarFile(jar.toFile())) {
            return file.stream().anyMatch(entry -> entry.getName().endsWith(".class"));
        }
    }

    /** A class file's access flags: they follow the constant pool, whose entries are skipped by their tags' sizes. */
    private static int accessFlags(DataInputStream in) throws IOException {
        in.readInt(); // magic
        in.readUnsignedShort(); // minor
        in.readUnsignedShort(); // major
        int count = in.readUnsignedShort();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> in.skipNBytes(in.readUnsignedShort()); // Utf8
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);
                case 5, 6 -> { // Long, Double take two entries
                    in.skipNBytes(8);
                    i++;
                }
                case 7, 8, 16, 19, 20 -> in.skipNBytes(2);
                case 15 -> in.skipNBytes(3);
                default -> throw new IOException("unknown constant pool tag " + tag);
            }
        }
        return in.readUnsignedShort();
    }

    private static void fail(String message) {
        System.err.println("[PublicTypes] " + message);
        System.exit(1);
    }
}
