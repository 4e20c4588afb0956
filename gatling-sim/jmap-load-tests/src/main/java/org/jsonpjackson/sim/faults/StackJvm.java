package org.jsonpjackson.sim.faults;

import org.jsonpjackson.sim.stack.StackClassPath;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A JVM on the stack's class path ({@link StackClassPath}: Netty 4.1, Reactor Netty 1.2, the embedded node) with
 * this module's classes, for the node-loss run, which holds the nodes, the service and the importer: this module's
 * own class path carries Gatling's Netty 4.2, which the embedded nodes are not built on. Gatling then runs in a JVM
 * of its own on the load class path ({@link LoadClassPath}).
 */
final class StackJvm {

    /** Set in the JVM this starts: it is on the stack's class path. */
    static final String ON_STACK = "sim.onStackClassPath";

    private StackJvm() {
    }

    static boolean here() {
        return Boolean.getBoolean(ON_STACK);
    }

    /** The command that runs {@code main} with {@code args} there, with {@code jvmArgs} first. */
    static List<String> command(Class<?> main, List<String> jvmArgs, List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmArgs);
        command.add("-D" + ON_STACK + "=true");
        command.add("-cp");
        command.add(StackClassPath.with(main));
        command.add(main.getName());
        command.addAll(args);
        return command;
    }

    /** {@link #command}, with this JVM's own options (heap, {@code -D} settings) as the new JVM's. */
    static List<String> relaunch(Class<?> main, String[] args) {
        return command(main, ManagementFactory.getRuntimeMXBean().getInputArguments(), List.of(args));
    }
}
