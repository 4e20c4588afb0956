package org.jsonpjackson.build.tools;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Checks the relative links of the project's Markdown: README.md, every page under docs/, and every other README.md
 * of the tree (build output, hidden folders and node_modules aside). A link whose target file or folder does not
 * exist, or whose {@code #anchor} matches no heading of the Markdown file it points to, fails the check (exit status
 * 1), each named by file and line.
 *
 * <p>Anchors are worked out as GitHub does: the heading's text, links reduced to their text, in lower case, without
 * punctuation other than {@code -} and {@code _}, each space turned into {@code -}; a second heading with the same
 * anchor gets {@code -1}, a third {@code -2}. Headings and links inside fenced code blocks, and links inside inline
 * code, do not count. Links with a scheme ({@code https:}, {@code mailto:}) are not checked.
 *
 * <p>Run by the build from the build-tools jar, or alone once that module is compiled:
 * {@code java -cp build-tools/target/classes org.jsonpjackson.build.tools.Links ROOT}.
 */
public final class Links {

    private static final Pattern LINK = Pattern.compile("!?\\[((?:[^\\[\\]]|\\[[^\\[\\]]*\\])*)\\]\\(<?([^)\\s>]*)>?(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern REFERENCE = Pattern.compile("^\\s{0,3}\\[[^\\]]+\\]:\\s+<?(\\S+?)>?(?:\\s+\"[^\"]*\")?\\s*$");
    private static final Pattern HEADING = Pattern.compile("^ {0,3}(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,}).*$");
    private static final Pattern INLINE_CODE = Pattern.compile("(`+)(?:(?!\\1).)+?\\1");
    private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:.*");
    private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s+(?:name|id)=\"([^\"]+)\"");

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            fail("usage: Links ROOT");
        }
        Path root = Path.of(args[0]).toAbsolutePath().normalize();
        List<Path> files = markdown(root);
        Map<Path, Set<String>> anchors = new HashMap<>();
        List<String> problems = new ArrayList<>();
        int links = 0;
        for (Path file : files) {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            Fences fences = new Fences();
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (fences.code(line)) {
                    continue;
                }
                List<String> targets = new ArrayList<>();
                String text = INLINE_CODE.matcher(line).replaceAll("");
                Matcher link = LINK.matcher(text);
                while (link.find()) {
                    targets.add(link.group(2));
                    // a link inside a link's text (an image in a link) is found too
                    Matcher inner = LINK.matcher(link.group(1));
                    while (inner.find()) {
                        targets.add(inner.group(2));
                    }
                }
                Matcher reference = REFERENCE.matcher(text);
                if (reference.matches()) {
                    targets.add(reference.group(1));
                }
                for (String target : targets) {
                    if (target.isEmpty() || SCHEME.matcher(target).matches() || target.startsWith("//")) {
                        continue;
                    }
                    links++;
                    String where = root.relativize(file) + ":" + (i + 1) + ": ";
                    int hash = target.indexOf('#');
                    String pathPart = hash < 0 ? target : target.substring(0, hash);
                    String anchor = hash < 0 ? null : target.substring(hash + 1);
                    int query = pathPart.indexOf('?');
                    if (query >= 0) {
                        pathPart = pathPart.substring(0, query);
                    }
                    Path resolved = pathPart.isEmpty() ? file
                            : pathPart.startsWith("/") ? root.resolve(pathPart.substring(1)).normalize()
                            : file.getParent().resolve(decode(pathPart)).normalize();
                    if (!Files.exists(resolved)) {
                        problems.add(where + "link to " + target + ": no file or folder " + root.relativize(resolved));
                        continue;
                    }
                    if (anchor == null || anchor.isEmpty()) {
                        continue;
                    }
                    if (!resolved.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".md")
                            || Files.isDirectory(resolved)) {
                        problems.add(where + "link to " + target + ": an anchor into " + root.relativize(resolved)
                                + ", which is not a Markdown file");
                        continue;
                    }
                    Set<String> known = anchors.computeIfAbsent(resolved, Links::anchorsOf);
                    if (!known.contains(decode(anchor).toLowerCase(Locale.ROOT))) {
                        problems.add(where + "link to " + target + ": no heading of " + root.relativize(resolved)
                                + " has the anchor #" + anchor);
                    }
                }
            }
        }
        if (!problems.isEmpty()) {
            fail(problems.size() + " broken relative link(s):\n" + String.join("\n", problems));
        }
        System.out.println("[Links] " + links + " relative links in " + files.size() + " Markdown files all resolve");
    }

    /** README.md, docs/**.md, and every README.md of the tree outside build output and hidden folders. */
    static List<Path> markdown(Path root) throws IOException {
        TreeSet<Path> files = new TreeSet<>();
        try (Stream<Path> all = Files.walk(root)) {
            all.filter(Files::isRegularFile).forEach(path -> {
                Path relative = root.relativize(path);
                for (Path part : relative) {
                    String name = part.toString();
                    if (name.startsWith(".") || name.equals("target") || name.equals("node_modules")) {
                        return;
                    }
                }
                String name = path.getFileName().toString();
                boolean inDocs = relative.getNameCount() > 1 && relative.getName(0).toString().equals("docs");
                if (name.equals("README.md") || (inDocs && name.endsWith(".md"))) {
                    files.add(path);
                }
            });
        }
        return new ArrayList<>(files);
    }

    /** The anchors of a Markdown file's headings, as GitHub makes them, and any explicit HTML anchors. */
    static Set<String> anchorsOf(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        Fences fences = new Fences();
        for (String line : lines) {
            if (fences.code(line)) {
                continue;
            }
            Matcher html = HTML_ANCHOR.matcher(line);
            while (html.find()) {
                anchors.add(html.group(1).toLowerCase(Locale.ROOT));
            }
            Matcher heading = HEADING.matcher(line);
            if (!heading.matches()) {
                continue;
            }
            String slug = DocPages.anchor(heading.group(2));
            int count = seen.merge(slug, 1, Integer::sum);
            anchors.add(count == 1 ? slug : slug + "-" + (count - 1));
        }
        return anchors;
    }

    private static String decode(String s) {
        return java.net.URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
    }

    private static void fail(String message) {
        System.err.println("[Links] " + message);
        System.exit(1);
    }

    /**
     * Which lines of a Markdown file, read in order, are fenced code: a fence opens with three or more backticks or
     * tildes, and only a bare fence of the same character, at least as long, closes it.
     */
    private static final class Fences {
        private String open;

        /** True for a fence line or a line inside a fenced block. */
        boolean code(String line) {
            Matcher fence = FENCE.matcher(line);
            if (!fence.matches()) {
                return open != null;
            }
            String mark = fence.group(1);
            if (open == null) {
                open = mark;
            } else if (mark.charAt(0) == open.charAt(0) && mark.length() >= open.length() && line.strip().equals(mark)) {
                open = null;
            }
            return true;
        }
    }
}
