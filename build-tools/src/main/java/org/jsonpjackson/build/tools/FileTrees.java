package org.jsonpjackson.build.tools;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The folders the build programs make afresh: James' app and sources, the README projects' copies. */
final class FileTrees {

    private FileTrees() {
    }

    /** Deletes a folder and everything in it, children first; nothing when it does not exist. */
    static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
