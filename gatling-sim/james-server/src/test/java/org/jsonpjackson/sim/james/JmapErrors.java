package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JMAP methods a James failed, by kind, read from its console log: each "Server side error executing a JMAP
 * method" entry is counted under the exception it ended with (James' log prints the root cause first and each
 * wrapper after it as "Wrapped by:"). For our transport's {@code ConnectionLostException}, the kind also names the
 * request that lost its connection and whether it was repeated, so that a failed search can be told apart from one
 * the transport could have tried again.
 */
final class JmapErrors {

    static final String METHOD_ERROR = "Server side error executing a JMAP method";
    /** The start of every log entry: logback's time of day. */
    private static final Pattern ENTRY = Pattern.compile("^\\d\\d:\\d\\d:\\d\\d\\.\\d{3} ");
    private static final Pattern EXCEPTION = Pattern.compile("^(?:Wrapped by: )?([\\w.$]+(?:Exception|Error|Throwable))\\b");
    private static final Pattern LOST = Pattern.compile("before the response to (\\S+ \\S+) came.*?(not safe to repeat|it was sent \\d+ times?)");
    /** Logback's colours, which James' console pattern turns on. */
    private static final Pattern ANSI = Pattern.compile("\u001B\\[[0-9;]*m");

    private JmapErrors() {
    }

    /** The failed methods in {@code logs} (missing files count nothing), by kind, in the kinds' order. */
    static Map<String, Integer> count(List<Path> logs) throws IOException {
        Map<String, Integer> kinds = new TreeMap<>();
        for (Path log : logs) {
            if (Files.exists(log)) {
                count(Files.readAllLines(log, StandardCharsets.ISO_8859_1), kinds);
            }
        }
        return Collections.unmodifiableMap(kinds);
    }

    /** Adds the failed methods of one log's {@code lines} to {@code kinds}. */
    static void count(List<String> lines, Map<String, Integer> kinds) {
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).contains(METHOD_ERROR)) {
                continue;
            }
            String outermost = "unknown";
            String lost = null;
            for (int j = i + 1; j < lines.size() && !ENTRY.matcher(lines.get(j)).find(); j++) {
                String line = ANSI.matcher(lines.get(j)).replaceAll("");
                Matcher exception = EXCEPTION.matcher(line);
                if (exception.find()) {
                    String name = exception.group(1);
                    outermost = name.substring(name.lastIndexOf('.') + 1);
                    Matcher request = LOST.matcher(line);
                    lost = request.find() ? request.group(1) + ", "
                            + (request.group(2).startsWith("not") ? "not repeated" : request.group(2).replace("it was ", "")) : null;
                }
            }
            String kind = lost != null && outermost.equals("ConnectionLostException") ? outermost + " (" + lost + ")" : outermost;
            kinds.merge(kind, 1, Integer::sum);
        }
    }

    /** Whether {@code kind} is a scroll continuation whose connection broke, which no transport may send again. */
    static boolean unrepeatableScroll(String kind) {
        return kind.equals("ConnectionLostException (POST /_search/scroll, not repeated)");
    }
}
