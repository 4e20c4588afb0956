package org.jsonpjackson.build;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Jackson 2 and Jackson 3 twins, held in step: each pair of files written once per Jackson line must say the
 * same thing, line for line, once the Jackson 2 twin is put in Jackson 3's words, except for the differences the list
 * names, each under the reason for it.
 *
 * <p>The list ({@code twins.txt}) holds:
 * <ul>
 * <li>{@code pair PATH2 PATH3}: twins, compared line by line; their file names map Jackson 2's class name to
 * Jackson 3's everywhere ({@code JacksonParser} to {@code Jackson3Parser});</li>
 * <li>{@code kin PATH2 PATH3 -- REASON}: files of one role that differ by design, not compared line by line (their
 * class names still map);</li>
 * <li>{@code rename REGEX => REPLACEMENT}: an API renamed between the lines, applied to the Jackson 2 twin;</li>
 * <li>{@code sides FIRST | SECOND}: what the messages call the two twins of each pair, for a list of other twins
 * than the Jackson lines' (the two search clients' in {@code client-twins.txt});</li>
 * <li>{@code allow PATH2}, then {@code why REASON} and the lines it allows: {@code - LINE} only in the Jackson 2
 * twin, {@code + LINE} only in the Jackson 3 twin, as they read once put in Jackson 3's words.</li>
 * </ul>
 * Before comparing, comments, blank lines, {@code package} and {@code import} lines go, runs of white space become
 * one space, and package names of Jackson's classes ({@code com.fasterxml.jackson.core.}, {@code tools.jackson.core.})
 * are dropped on both sides: an import or a qualified name is the same reference.
 */
final class Twins {

    record Pair(String jackson2, String jackson3) {
        /** The Jackson 2 twin's path: what the list's {@code allow} names the pair by. */
        String name() {
            return jackson2;
        }
    }

    private record Rename(Pattern from, String to) {
    }

    /** A line one twin has and the other has not. */
    record Difference(char side, String line) {
        @Override
        public String toString() {
            return side + " " + line;
        }
    }

    private static final Pattern JACKSON_PACKAGE =
            Pattern.compile("\\b(?:com\\.fasterxml\\.jackson|tools\\.jackson)\\.(?:[a-z0-9_]+\\.)*(?=[A-Z])");

    private final List<Pair> pairs = new ArrayList<>();
    private final List<Pair> kin = new ArrayList<>();
    private final List<Rename> renames = new ArrayList<>();
    /** Per pair (its Jackson 2 path), the allowed differences, each with the reason it was listed under. */
    private final Map<String, Map<Difference, String>> allowed = new LinkedHashMap<>();
    /** What the list calls its two sides, in its messages: the Jackson lines unless a {@code sides} line names others. */
    private String first = "Jackson 2";
    private String second = "Jackson 3";

    private Twins() {
    }

    static Twins read(Path list) {
        Twins twins = new Twins();
        String block = null;
        String why = null;
        List<String> lines;
        try {
            lines = Files.readAllLines(list, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n);
            String at = list.getFileName() + ":" + (n + 1) + ": ";
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("pair ") || line.startsWith("kin ")) {
                String[] words = line.split("\\s+");
                boolean isKin = words[0].equals("kin");
                if (words.length < 3 || isKin && !line.contains(" -- ")) {
                    throw new IllegalArgumentException(at + "'pair PATH2 PATH3' or 'kin PATH2 PATH3 -- REASON': " + line);
                }
                (isKin ? twins.kin : twins.pairs).add(new Pair(words[1], words[2]));
                block = null;
            } else if (line.startsWith("sides ")) {
                String[] sides = line.substring("sides ".length()).split(" \\| ", 2);
                if (sides.length != 2) {
                    throw new IllegalArgumentException(at + "'sides FIRST | SECOND': " + line);
                }
                twins.first = sides[0].trim();
                twins.second = sides[1].trim();
            } else if (line.startsWith("rename ")) {
                String[] parts = line.substring("rename ".length()).split(" => ", 2);
                if (parts.length != 2) {
                    throw new IllegalArgumentException(at + "'rename REGEX => REPLACEMENT': " + line);
                }
                twins.renames.add(new Rename(Pattern.compile(parts[0].trim()), parts[1].trim()));
            } else if (line.startsWith("allow ")) {
                block = line.substring("allow ".length()).trim();
                why = null;
                twins.allowed.putIfAbsent(block, new LinkedHashMap<>());
            } else if (line.startsWith("why ")) {
                why = line.substring("why ".length()).trim();
            } else if (line.startsWith("- ") || line.startsWith("+ ")) {
                if (block == null || why == null) {
                    throw new IllegalArgumentException(at + "a listed difference needs an 'allow PATH2' and a 'why' above it");
                }
                twins.allowed.get(block).put(new Difference(line.charAt(0), line.substring(2).trim()), why);
            } else {
                throw new IllegalArgumentException(at + "not a line of the twins list: " + line);
            }
        }
        for (String listed : twins.allowed.keySet()) {
            if (twins.pairs.stream().noneMatch(p -> p.jackson2().equals(listed))) {
                throw new IllegalArgumentException("allow " + listed + ": not the first path of any pair");
            }
        }
        return twins;
    }

    List<Pair> pairs() {
        return List.copyOf(pairs);
    }

    /** What keeps the twins under {@code root} out of step with the list: empty when they are in step. */
    List<String> check(Path root) {
        List<String> problems = new ArrayList<>();
        Map<String, String> classNames = new HashMap<>();
        List<Pair> all = new ArrayList<>(pairs);
        all.addAll(kin);
        for (Pair p : all) {
            for (String path : List.of(p.jackson2(), p.jackson3())) {
                if (!Files.isRegularFile(root.resolve(path))) {
                    problems.add("listed in the twins list but missing: " + path);
                }
            }
            classNames.put(className(p.jackson2()), className(p.jackson3()));
        }
        if (!problems.isEmpty()) {
            return problems;
        }
        for (Pair p : pairs) {
            List<String> two = new ArrayList<>();
            for (String line : code(source(root.resolve(p.jackson2())))) {
                two.add(inJackson3Words(line, classNames));
            }
            List<String> three = new ArrayList<>();
            for (String line : code(source(root.resolve(p.jackson3())))) {
                three.add(JACKSON_PACKAGE.matcher(line).replaceAll(""));
            }
            Map<Difference, String> listed = allowed.getOrDefault(p.jackson2(), Map.of());
            List<Difference> found = differences(two, three);
            for (Difference d : found) {
                if (!listed.containsKey(d)) {
                    problems.add(p.name() + ": only in the " + (d.side() == '-' ? first : second)
                            + " twin, and not in the twins list: " + d.line());
                }
            }
            for (Difference d : listed.keySet()) {
                if (!found.contains(d)) {
                    problems.add(p.name() + ": listed as a difference, but no longer one (remove it from the list): " + d);
                }
            }
        }
        return problems;
    }

    private String inJackson3Words(String line, Map<String, String> classNames) {
        // renames first: one may name a Jackson class by its package (JsonLocation is also JSON-P's)
        String out = line;
        for (Rename r : renames) {
            out = r.from().matcher(out).replaceAll(r.to());
        }
        for (Map.Entry<String, String> name : classNames.entrySet()) {
            out = out.replaceAll("\\b" + Pattern.quote(name.getKey()) + "\\b", Matcher.quoteReplacement(name.getValue()));
        }
        return JACKSON_PACKAGE.matcher(out).replaceAll("").strip().replaceAll("\\s+", " ");
    }

    /** The lines of {@code a} and of {@code b} outside a longest common subsequence of both, in order. */
    static List<Difference> differences(List<String> a, List<String> b) {
        int[][] lcs = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        List<Difference> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < a.size() || j < b.size()) {
            if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
                i++;
                j++;
            } else if (j == b.size() || i < a.size() && lcs[i + 1][j] >= lcs[i][j + 1]) {
                out.add(new Difference('-', a.get(i++)));
            } else {
                out.add(new Difference('+', b.get(j++)));
            }
        }
        return out;
    }

    /** The code of a Java source: no comments, no blank, package or import lines, white space runs as one space. */
    static List<String> code(String source) {
        StringBuilder kept = new StringBuilder(source.length());
        int n = source.length();
        for (int i = 0; i < n; i++) {
            char c = source.charAt(i);
            if (c == '"' || c == '\'') {
                int end = i + 1;
                while (end < n && source.charAt(end) != c) {
                    end += source.charAt(end) == '\\' ? 2 : 1;
                }
                kept.append(source, i, Math.min(end + 1, n));
                i = end;
            } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/') {
                while (i < n && source.charAt(i) != '\n') {
                    i++;
                }
                kept.append('\n');
            } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '*') {
                int end = source.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                source.substring(i, end).chars().filter(ch -> ch == '\n').forEach(ch -> kept.append('\n'));
                i = end - 1;
            } else {
                kept.append(c);
            }
        }
        List<String> lines = new ArrayList<>();
        for (String line : kept.toString().split("\n")) {
            String t = line.strip().replaceAll("\\s+", " ");
            if (!t.isEmpty() && !t.startsWith("package ") && !t.startsWith("import ")) {
                lines.add(t);
            }
        }
        return lines;
    }

    private static String className(String path) {
        String file = Path.of(path).getFileName().toString();
        return file.substring(0, file.length() - ".java".length());
    }

    private static String source(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
