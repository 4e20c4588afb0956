package org.jsonpjackson.sim.stack;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;

/**
 * The class path of a JVM that holds the stack (the embedded OpenSearch 2.19 node, the JMAP service, our
 * transport): this module's code and its run-time dependencies, Netty 4.1 and Reactor Netty 1.2. The load runs
 * start the stack in a JVM of its own on it, because the Gatling JVM carries Gatling's Netty 4.2, which the
 * embedded node is not built on; no JVM then holds two Netty lines.
 *
 * <p>The dependencies are the file {@code target/classpath/stack.txt} that this module's build writes
 * ({@code maven-dependency-plugin:build-classpath}), found next to this module's classes or jar as the running
 * JVM sees them, or named by {@code -Dsim.stackClassPath}. A jar taken from the local Maven repository has no such
 * file beside it: build {@code gatling-sim/jmap-stack} in the same Maven run ({@code -am}).
 */
public final class StackClassPath {

    /** A file holding the dependencies' class path, instead of the one next to this module's classes. */
    public static final String PROPERTY = "sim.stackClassPath";

    private StackClassPath() {
    }

    /** This module's classes (or jar) and its run-time dependencies, joined with the path separator. */
    public static String get() {
        Path own = codeSource(StackClassPath.class);
        String named = System.getProperty(PROPERTY);
        Path file = named != null && !named.isBlank() ? Path.of(named.trim()) : besideBuildOutput(own, "stack.txt");
        return own + File.pathSeparator + read(file, "gatling-sim/jmap-stack");
    }

    /**
     * {@link #get()} with the classes (or jar) {@code type} was loaded from in front: for a JVM that runs a main
     * class of another module (a test's node, the node-loss run) on the stack's class path.
     */
    public static String with(Class<?> type) {
        return codeSource(type) + File.pathSeparator + get();
    }

    /**
     * {@code target/classpath/NAME} of the module whose classes (or jar) are at {@code codeSource}: the
     * {@code target/classes} folder and the jar both sit in {@code target/}.
     */
    public static Path besideBuildOutput(Path codeSource, String name) {
        return codeSource.resolveSibling("classpath").resolve(name);
    }

    /** The class path in {@code file}, or a failure that says which module's build writes it. */
    public static String read(Path file, String module) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException(file + " is missing: it is written by " + module + "'s build, which must run"
                    + " in the same Maven run as this one (build with -am, as docs/load-tests.md's commands do)");
        }
        try {
            return Files.readString(file).trim();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Where {@code type} was loaded from: a classes folder or a jar. */
    public static Path codeSource(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null) {
            throw new IllegalStateException(type + " has no code source");
        }
        try {
            return Path.of(source.getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
