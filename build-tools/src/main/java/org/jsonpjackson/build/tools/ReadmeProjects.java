package org.jsonpjackson.build.tools;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Copies the consumer projects (src/it) to the directory the invoker builds them in, and puts into each pom.xml
 * the documentation's dependency snippets it names, so that what is built is what README.md and the docs pages say.
 *
 * <p>The documentation is README.md and every {@code .md} file under docs/ of the root given. In it, a fenced
 * {@code ```xml} block is a snippet when the line right before its fence is {@code <!-- readme-project: NAME -->}.
 * In a project's pom.xml, a line {@code <!-- README snippet: NAME -->} is replaced by that block, at the line's
 * indentation. Fails (exit status 1, a message naming it) when a project
 * names a snippet the documentation does not mark, when a marker is not followed by an {@code ```xml} block, when
 * two markers share a name (in one file or in two), or when a marked snippet is used by no project (it would then
 * be checked by nothing).
 *
 * <p>Run by the build from the build-tools jar (exec:exec): {@code ReadmeProjects ROOT src/it target/readme-projects}, where
 * ROOT is the repository's root folder (README.md alone may be given instead, for README.md only).
 */
public final class ReadmeProjects {

    private static final Pattern MARKER = Pattern.compile("^<!-- readme-project: ([A-Za-z0-9._-]+) -->\\s*$");
    private static final Pattern PLACEHOLDER = Pattern.compile("^(\\s*)<!-- README snippet: ([A-Za-z0-9._-]+) -->\\s*$");

    record Snippet(String name, String file, int line, List<String> lines) {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            fail("usage: ReadmeProjects ROOT <projects> <output directory>");
        }
        Path root = Path.of(args[0]);
        Path projects = Path.of(args[1]);
        Path out = Path.of(args[2]);

        Map<String, Snippet> snippets = new LinkedHashMap<>();
        for (Path doc : DocPages.of(root)) {
            String file = Files.isDirectory(root) ? root.relativize(doc).toString() : doc.getFileName().toString();
            for (Snippet snippet : snippets(doc, file).values()) {
                Snippet previous = snippets.put(snippet.name(), snippet);
                if (previous != null) {
                    fail(file + ":" + (snippet.line() - 1) + ": readme-project: " + snippet.name()
                            + " marks a second block (the first is at " + previous.file() + ":"
                            + (previous.line() - 1) + ")");
                }
            }
        }
        TreeSet<String> used = new TreeSet<>();
        FileTrees.delete(out);
        try (Stream<Path> files = Files.walk(projects)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Path target = out.resolve(projects.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else if (file.getFileName().toString().equals("pom.xml")) {
                    Files.write(target, fill(projects.relativize(file), Files.readAllLines(file, StandardCharsets.UTF_8),
                            snippets, used), StandardCharsets.UTF_8);
                } else {
                    Files.copy(file, target);
                }
            }
        }
        List<String> unused = snippets.keySet().stream().filter(name -> !used.contains(name)).toList();
        if (!unused.isEmpty()) {
            fail(root + " (README.md, docs/) marks snippets that no project under " + projects + " builds: "
                    + unused.stream().map(name -> name + " (" + snippets.get(name).file() + ":"
                            + (snippets.get(name).line() - 1) + ")").toList()
                    + " (add a line <!-- README snippet: NAME --> to a project's pom.xml, or remove the marker)");
        }
        System.out.println("README and docs snippets put into the projects in " + out + ": " + used);
    }

    /** The blocks of one Markdown file marked {@code <!-- readme-project: NAME -->}, by name. */
    static Map<String, Snippet> snippets(Path readme, String file) throws IOException {
        List<String> lines = Files.readAllLines(readme, StandardCharsets.UTF_8);
        Map<String, Snippet> snippets = new LinkedHashMap<>();
        List<Integer> unmarked = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher marker = MARKER.matcher(lines.get(i));
            if (!marker.matches()) {
                if (lines.get(i).strip().equals("```xml")) {
                    unmarked.add(i + 1);
                }
                continue;
            }
            String name = marker.group(1);
            int at = i + 1;
            if (at >= lines.size() || !lines.get(at).strip().equals("```xml")) {
                fail(file + ":" + at + ": the marker readme-project: " + name
                        + " must be the line right before a ```xml fence");
            }
            List<String> block = new ArrayList<>();
            int end = at + 1;
            while (end < lines.size() && !lines.get(end).strip().equals("```")) {
                block.add(lines.get(end));
                end++;
            }
            if (end == lines.size()) {
                fail(file + ":" + (at + 1) + ": the ```xml block of readme-project: " + name + " is never closed");
            }
            Snippet previous = snippets.put(name, new Snippet(name, file, at + 1, block));
            if (previous != null) {
                fail(file + ":" + at + ": readme-project: " + name + " marks a second block (the first is at line "
                        + (previous.line() - 1) + ")");
            }
            i = end;
        }
        if (!unmarked.isEmpty()) {
            System.out.println("[readme-projects] WARNING: ```xml blocks of " + file
                    + " that no project builds (no readme-project marker), at lines " + unmarked);
        }
        return snippets;
    }

    /** The pom with each {@code <!-- README snippet: NAME -->} line replaced by the documentation's block NAME. */
    static List<String> fill(Path pom, List<String> lines, Map<String, Snippet> snippets, TreeSet<String> used) {
        List<String> filled = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher placeholder = PLACEHOLDER.matcher(lines.get(i));
            if (!placeholder.matches()) {
                filled.add(lines.get(i));
                continue;
            }
            String indent = placeholder.group(1);
            String name = placeholder.group(2);
            Snippet snippet = snippets.get(name);
            if (snippet == null) {
                fail(pom + ":" + (i + 1) + " wants the README snippet '" + name + "', but neither README.md nor docs/"
                        + " has an ```xml block marked <!-- readme-project: " + name + " --> (markers found: "
                        + snippets.keySet() + ")");
            }
            used.add(name);
            filled.add(indent + "<!-- " + snippet.file() + " line " + snippet.line() + ", readme-project: " + name + " -->");
            for (String line : snippet.lines()) {
                filled.add(line.isBlank() ? "" : indent + line);
            }
            filled.add(indent + "<!-- end of readme-project: " + name + " -->");
        }
        return filled;
    }

    private static void fail(String message) {
        System.err.println("[readme-projects] " + message);
        System.exit(1);
    }
}
