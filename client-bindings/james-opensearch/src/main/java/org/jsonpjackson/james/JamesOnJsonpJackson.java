package org.jsonpjackson.james;

import com.google.inject.Module;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;

/**
 * The main class of a James 3.9 server switched to this stack: James' own {@code main}, for the app on the class path,
 * with one more {@code overrideWith(new JsonpJacksonOpenSearchModule())}. The zip's {@code install.sh} writes the
 * command that starts it. The PostgreSQL app ({@code PostgresJamesServerMain}) and the distributed app
 * ({@code CassandraRabbitMQJamesServerMain}) are found by name: their jars are not on Maven Central, so this class
 * reaches them by reflection, and does what their {@code main} does:
 *
 * <pre>
 * ExtraProperties.initialize();
 * GuiceJamesServer server = APP.createServer(CONFIGURATION.builder().useWorkingDirectoryEnvProperty().build())
 *         .combineWith(new JMXServerModule())
 *         .overrideWith(new RunArgumentsModule(args))
 *         .overrideWith(new JsonpJacksonOpenSearchModule());   // the one added line
 * JamesServerMain.main(server);
 * </pre>
 *
 * {@code -Djsonpj.james.main=CLASS} names another app's main class, whose {@code createServer} takes its
 * configuration, as the two above do.
 *
 * @since 0.1.0
 */
public final class JamesOnJsonpJackson {

    /** The system property naming the James app's main class, when it is not one of {@link #APPS}. */
    public static final String MAIN_PROPERTY = "jsonpj.james.main";

    /** James 3.9's apps this class starts without {@link #MAIN_PROPERTY}, looked for in this order. */
    static final List<String> APPS = List.of("org.apache.james.PostgresJamesServerMain",
            "org.apache.james.CassandraRabbitMQJamesServerMain");

    private JamesOnJsonpJackson() {
    }

    public static void main(String[] args) throws Exception {
        ClassLoader loader = JamesOnJsonpJackson.class.getClassLoader();
        Class<?> app = app(loader, System.getProperty(MAIN_PROPERTY));
        try {
            loader.loadClass("org.apache.james.ExtraProperties").getMethod("initialize").invoke(null);
            Method createServer = createServer(app);
            Class<?> configurationType = createServer.getParameterTypes()[0];
            Object builder = configurationType.getMethod("builder").invoke(null);
            builder = builder.getClass().getMethod("useWorkingDirectoryEnvProperty").invoke(builder);
            Object configuration = builder.getClass().getMethod("build").invoke(builder);
            Object server = createServer.invoke(null, configuration);
            Class<?> serverType = loader.loadClass("org.apache.james.GuiceJamesServer");
            Module jmx = (Module) loader.loadClass("org.apache.james.modules.server.JMXServerModule")
                    .getConstructor().newInstance();
            Module runArguments = (Module) loader.loadClass("org.apache.james.modules.RunArgumentsModule")
                    .getConstructor(String[].class).newInstance((Object) args);
            server = serverType.getMethod("combineWith", Module[].class).invoke(server, (Object) new Module[] {jmx});
            server = serverType.getMethod("overrideWith", Module[].class)
                    .invoke(server, (Object) new Module[] {runArguments});
            server = serverType.getMethod("overrideWith", Module[].class)
                    .invoke(server, (Object) new Module[] {new JsonpJacksonOpenSearchModule()});
            loader.loadClass("org.apache.james.JamesServerMain").getMethod("main", serverType).invoke(null, server);
        } catch (InvocationTargetException e) {
            // James' own failure (configuration, a server that cannot start), not ours: rethrown as it is
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            throw e;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(app.getName() + " is not shaped as James 3.9's apps are (a static "
                    + "createServer(configuration) whose configuration has builder().useWorkingDirectoryEnvProperty()"
                    + ".build(), GuiceJamesServer, JMXServerModule, RunArgumentsModule): " + e, e);
        }
    }

    /** The app's main class: the one named by {@link #MAIN_PROPERTY}, or the first of {@link #APPS} found. */
    static Class<?> app(ClassLoader loader, String named) {
        List<String> candidates = named == null || named.isBlank() ? APPS : List.of(named.strip());
        for (String candidate : candidates) {
            try {
                return loader.loadClass(candidate);
            } catch (ClassNotFoundException e) {
                // the next one
            }
        }
        throw new IllegalStateException("No James app on the class path: looked for " + String.join(", ", candidates)
                + ". Start this class with James' app jar and its lib folder on the class path (install.sh writes that "
                + "command), or name the app's main class with -D" + MAIN_PROPERTY + "=...");
    }

    /** The app's {@code public static createServer(configuration)}, of one parameter. */
    static Method createServer(Class<?> app) throws NoSuchMethodException {
        for (Method method : app.getMethods()) {
            if (method.getName().equals("createServer") && method.getParameterCount() == 1
                    && java.lang.reflect.Modifier.isStatic(method.getModifiers())) {
                return method;
            }
        }
        throw new NoSuchMethodException(app.getName() + ".createServer(configuration)");
    }
}
