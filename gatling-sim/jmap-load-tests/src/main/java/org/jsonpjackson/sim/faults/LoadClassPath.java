package org.jsonpjackson.sim.faults;

import org.jsonpjackson.sim.stack.StackClassPath;

import java.io.File;
import java.nio.file.Path;

/**
 * The class path of a Gatling JVM: this module's classes and its run-time dependencies (Gatling 3.15, Netty 4.2),
 * from the file {@code target/classpath/load.txt} that this module's build writes; for the JVMs that start Gatling
 * from a class path without it (the node-loss run, on the stack's).
 */
public final class LoadClassPath {

    private LoadClassPath() {
    }

    public static String get() {
        Path own = StackClassPath.codeSource(LoadClassPath.class);
        return own + File.pathSeparator
                + StackClassPath.read(StackClassPath.besideBuildOutput(own, "load.txt"), "gatling-sim/jmap-load-tests");
    }
}
