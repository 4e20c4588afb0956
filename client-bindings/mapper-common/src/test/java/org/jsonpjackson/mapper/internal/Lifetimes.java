package org.jsonpjackson.mapper.internal;

import java.io.IOException;
import java.io.InputStream;
import java.lang.ref.Reference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * How {@link MapperLifetime} tests a mapper's lifetime: mappers that read JDK, client and application classes, then
 * dropped, and an application class loaded in a class loader of its own, as an application server loads an
 * application's. It only counts what is still reachable once the collector has had its rounds; the test asserts
 * what it expects.
 */
public final class Lifetimes {

    /**
     * How many {@code System.gc()} rounds references get to clear. A full collection clears a weakly reachable
     * referent in one; the rest is margin. A referent still strongly reachable stays so however many rounds run.
     */
    private static final int GC_ROUNDS = 20;

    /** A JDK class every mapper reads, whose loader never goes: whatever it holds, it holds for good. */
    private static final Class<?> JDK_TYPE = Map.class;
    private static final String JDK_JSON = "{\"a\":1}";

    /** How a mapper of one kind reads {@code json} as a {@code type}, through its client's {@code deserialize}. */
    @FunctionalInterface
    public interface Reader<M> {
        Object read(M mapper, String json, Class<?> type);
    }

    private Lifetimes() {
    }

    /**
     * Makes {@code count} mappers, each of which reads a JDK class, each of {@code clientTypes} (a client class and
     * a JSON text of it) and {@link Document}, keeps only weak references to them, and says how many are still
     * reachable once the collector has had its rounds.
     */
    public static <M> int survivors(int count, Supplier<M> newMapper, Reader<M> reader, Map<Class<?>, String> clientTypes) {
        List<WeakReference<M>> made = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            made.add(readAll(newMapper.get(), reader, clientTypes));
        }
        return stillReachable(made);
    }

    // a method of its own, so that no local of the caller's frame holds a mapper while the collector runs
    private static <M> WeakReference<M> readAll(M mapper, Reader<M> reader, Map<Class<?>, String> clientTypes) {
        read(reader, mapper, JDK_JSON, JDK_TYPE);
        clientTypes.forEach((type, json) -> read(reader, mapper, json, type));
        read(reader, mapper, Document.JSON, Document.class);
        return new WeakReference<>(mapper);
    }

    /**
     * Defines a fresh copy of {@link Document} in a class loader of its own; a new mapper reads a JDK class and that
     * copy; both are dropped. Says whether the loader is still reachable once the collector has had its rounds.
     */
    public static <M> boolean loaderSurvives(Supplier<M> newMapper, Reader<M> reader) {
        return stillReachable(List.of(new WeakReference<>(readAlone(newMapper.get(), reader)))) != 0;
    }

    // likewise: nothing on the caller's frame holds the mapper, the loader or its class
    private static <M> ClassLoader readAlone(M mapper, Reader<M> reader) {
        Alone loader = new Alone(Document.class);
        read(reader, mapper, JDK_JSON, JDK_TYPE);
        read(reader, mapper, Document.JSON, loader.copy());
        return loader;
    }

    /** Reads, and fails unless the mapper made a {@code type} of it: a test of lifetimes must read for real. */
    private static <M> void read(Reader<M> reader, M mapper, String json, Class<?> type) {
        Object value = reader.read(mapper, json, type);
        if (!type.isInstance(value)) {
            throw new AssertionError("Read " + json + " as " + value + ", not as a " + type.getName());
        }
    }

    private static int stillReachable(List<? extends Reference<?>> references) {
        for (int round = 0; round < GC_ROUNDS && references.stream().anyMatch(r -> r.get() != null); round++) {
            System.gc();
        }
        return (int) references.stream().filter(r -> r.get() != null).count();
    }

    /** Defines one class from its original's bytes and leaves every other class to the original's loader. */
    private static final class Alone extends ClassLoader {

        private final Class<?> original;

        Alone(Class<?> original) {
            super(original.getClassLoader());
            this.original = original;
        }

        Class<?> copy() {
            String resource = original.getName().replace('.', '/') + ".class";
            try (InputStream in = getParent().getResourceAsStream(resource)) {
                byte[] bytes = in.readAllBytes();
                return defineClass(original.getName(), bytes, 0, bytes.length);
            } catch (IOException e) {
                throw new IllegalStateException("Cannot read " + resource, e);
            }
        }
    }
}
