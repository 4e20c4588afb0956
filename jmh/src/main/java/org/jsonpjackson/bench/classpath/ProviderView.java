package org.jsonpjackson.bench.classpath;

import java.io.IOException;
import java.net.URL;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Decides which JSON-P provider a service look-up finds, without changing the class path.
 *
 * <p>The jmh module needs both our provider and Parsson. {@code JsonProvider.provider()} would return
 * whichever comes first, and opensearch-java caches what it finds in static fields. A view is a context
 * class loader that loads every class through its parent but leaves one jar's service registrations out, so
 * the look-up still scans the whole class path (the cost we measure) and deterministically finds the other
 * provider.
 */
public final class ProviderView {

    private ProviderView() {
    }

    /**
     * A context class loader under which the JSON-P service look-up finds {@code provider} alone: the
     * registrations of every other jar or folder (Parsson, our Jackson 2 provider, our Jackson 3 provider) are
     * left out, while the look-up still scans the whole class path. With three providers on this module's class
     * path, naming the one kept (rather than one to hide) is what makes the choice deterministic.
     */
    public static ClassLoader only(Class<?> provider) {
        CodeSource source = provider.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            throw new IllegalArgumentException("No code source for " + provider.getName() + ": cannot keep it alone");
        }
        return new HidingLoader(provider.getClassLoader(), source.getLocation().toString());
    }

    /** Runs {@code action} with {@code view} as the context class loader, then restores the previous one. */
    public static <T> T with(ClassLoader view, Supplier<T> action) {
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(view);
        try {
            return action.get();
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    /** Delegates everything to its parent; only filters the JSON-P provider registrations it lists. */
    private static final class HidingLoader extends ClassLoader {

        private static final String JSONP_SERVICE = "META-INF/services/jakarta.json.spi.JsonProvider";

        static {
            registerAsParallelCapable();
        }

        private final String keptRoot;

        HidingLoader(ClassLoader parent, String keptRoot) {
            super("provider-view", Objects.requireNonNull(parent, "parent"));
            this.keptRoot = keptRoot;
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            Enumeration<URL> all = super.getResources(name);
            if (!name.equals(JSONP_SERVICE)) {
                return all;
            }
            List<URL> kept = new ArrayList<>();
            while (all.hasMoreElements()) {
                URL url = all.nextElement();
                if (url.toString().contains(keptRoot)) {
                    kept.add(url);
                }
            }
            return Collections.enumeration(kept);
        }
    }
}
