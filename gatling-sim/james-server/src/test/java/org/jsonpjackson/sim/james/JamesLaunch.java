package org.jsonpjackson.sim.james;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How to start one mode of James: its class path and main class, or its jar. The JVM options are James' README's
 * ({@code -Dworking.directory}, {@code -Djdk.tls.ephemeralDHKeySize=2048}, {@code -Dlogback.configurationFile}),
 * with the same heap in both modes; the argument {@code --generate-keystore} makes James write the JMAP keystore
 * its {@code jmap.properties} names.
 *
 * @param launcher {@code -jar <app jar>} or {@code -cp <class path> <main class>}
 */
record JamesLaunch(JamesMode mode, List<String> launcher) {

    /** James' README's way: {@code java ... -jar james-server-postgres-app.jar}, whose manifest names the lib folder. */
    static JamesLaunch stock(Path app) {
        return new JamesLaunch(JamesMode.STOCK, List.of("-jar", app.resolve(DocumentedSwitch.APP_JAR).toString()));
    }

    List<String> command(Path jdk, Path workDir) {
        List<String> command = new ArrayList<>(List.of(jdk.resolve("bin").resolve("java").toString(), "-Xms512m", "-Xmx1g",
                "-Dworking.directory=" + workDir, "-Djdk.tls.ephemeralDHKeySize=2048",
                "-Dlogback.configurationFile=" + workDir.resolve("conf").resolve("logback.xml")));
        command.addAll(launcher);
        command.add("--generate-keystore");
        return command;
    }
}
