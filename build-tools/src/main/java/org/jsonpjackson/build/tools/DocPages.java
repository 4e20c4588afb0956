package org.jsonpjackson.build.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The project's documentation as the docs' checks read it: which pages they read, and the anchor GitHub gives a
 * heading, so that every check agrees on both.
 */
public final class DocPages {

    /** A Markdown link or image inside a heading: the anchor is made from its text alone (group 1). */
    private static final Pattern LINK = Pattern.compile("!?\\[((?:[^\\[\\]]|\\[[^\\[\\]]*\\])*)\\]\\(<?([^)\\s>]*)>?(?:\\s+\"[^\"]*\")?\\)");

    private DocPages() {
    }

    /** README.md and every .md file under docs/ of the root, in a stable order; or the one file given. */
    static List<Path> of(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return List.of(root);
        }
        List<Path> files = new ArrayList<>();
        files.add(root.resolve("README.md"));
        Path docs = root.resolve("docs");
        if (Files.isDirectory(docs)) {
            try (Stream<Path> all = Files.walk(docs)) {
                all.filter(path -> Files.isRegularFile(path) && path.toString().endsWith(".md")).sorted()
                        .forEach(files::add);
            }
        }
        return files;
    }

    /** GitHub's anchor for a heading's text (build-checks' result pages link with it too). */
    public static String anchor(String heading) {
        String text = LINK.matcher(heading).replaceAll("$1");
        StringBuilder slug = new StringBuilder();
        text.toLowerCase(Locale.ROOT).codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                slug.appendCodePoint(c);
            } else if (c == ' ') {
                slug.append('-');
            }
        });
        return slug.toString();
    }
}
