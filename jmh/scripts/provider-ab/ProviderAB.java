import java.io.File;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * The providers of several commits in one JVM, alternated in slices of about a tenth of a second, each slice timed by
 * the thread's own CPU clock: on a machine whose speed drifts by up to half within minutes, side-by-side slices are
 * the only comparison that holds, and CPU time leaves out the time the thread waited for a core.
 *
 * <p>Usage: java ProviderAB.java PAYLOAD_FILE bytes|chars|tree ROUNDS NAME=CLASSPATH NAME=CLASSPATH...
 * Prints, for each side after the first, the median over the rounds of (first side's time ÷ this side's time), so
 * above 1 means this side is faster, with the range, and each side's median microseconds of CPU per parse.
 */
public class ProviderAB {

    /** Bytes of JSON per slice, so that a slice lasts about 0.1 s whatever the payload's size. */
    private static final long BYTES_PER_SLICE = 25_000_000;

    public static void main(String[] args) throws Exception {
        byte[] bytes = Files.readAllBytes(Path.of(args[0]));
        Object document = args[1].equals("chars") ? new String(bytes, StandardCharsets.UTF_8) : bytes;
        int rounds = Integer.parseInt(args[2]);
        List<String> names = new ArrayList<>();
        List<ToLongFunction<Object>> sides = new ArrayList<>();
        for (int i = 3; i < args.length; i++) {
            String[] side = args[i].split("=", 2);
            List<URL> urls = new ArrayList<>();
            for (String entry : side[1].split(File.pathSeparator)) {
                urls.add(new File(entry).toURI().toURL());
            }
            ClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
            @SuppressWarnings("unchecked")
            ToLongFunction<Object> drive = (ToLongFunction<Object>) loader.loadClass("Drive")
                    .getConstructor(boolean.class).newInstance(args[1].equals("tree"));
            names.add(side[0]);
            sides.add(drive);
            System.err.println(side[0] + ": " + drive);
        }
        long checksum = sides.get(0).applyAsLong(document);
        for (int s = 1; s < sides.size(); s++) {
            if (sides.get(s).applyAsLong(document) != checksum) {
                throw new IllegalStateException(names.get(s) + " reads the payload differently from " + names.get(0));
            }
        }
        int perSlice = (int) Math.max(5, BYTES_PER_SLICE / bytes.length);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long sink = 0;
        for (int w = 0; w < 10; w++) {
            for (ToLongFunction<Object> side : sides) {
                for (int i = 0; i < perSlice; i++) {
                    sink += side.applyAsLong(document);
                }
            }
        }
        double[][] micros = new double[sides.size()][rounds];
        for (int r = 0; r < rounds; r++) {
            // Rotate the order each round, so that no side always runs right after the same one.
            for (int k = 0; k < sides.size(); k++) {
                int s = (r + k) % sides.size();
                long start = threads.getCurrentThreadCpuTime();
                for (int i = 0; i < perSlice; i++) {
                    sink += sides.get(s).applyAsLong(document);
                }
                micros[s][r] = (threads.getCurrentThreadCpuTime() - start) / 1000.0 / perSlice;
            }
        }
        String payload = Path.of(args[0]).getFileName().toString();
        for (int s = 1; s < sides.size(); s++) {
            double[] ratios = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                ratios[r] = micros[0][r] / micros[s][r];
            }
            System.out.printf("| %s | %s | %s ÷ %s | %.3f | %.3f–%.3f | %.1f / %.1f |%n", payload, args[1], names.get(s),
                    names.get(0), median(ratios), min(ratios), max(ratios), median(micros[s]), median(micros[0]));
        }
        if (sink == 42) {
            System.out.println();
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static double min(double[] values) {
        return Arrays.stream(values).min().orElse(Double.NaN);
    }

    private static double max(double[] values) {
        return Arrays.stream(values).max().orElse(Double.NaN);
    }
}
