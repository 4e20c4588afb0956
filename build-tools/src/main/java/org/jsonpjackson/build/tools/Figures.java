package org.jsonpjackson.build.tools;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks that the README's "Measured" table repeats its results pages and says nothing they do not, so that each
 * measured figure has one source (its results page under docs/results/, with the run's date, commit and command)
 * and a figure edited in the README alone, or left behind when a page moves on to a newer run, fails the build.
 *
 * <p>Each row of the table under {@code ## Measured} in README.md must link, in its last cell, to a page under
 * docs/results/ (to a heading of it, or to the whole page). Every figure in the row's other cells but the first
 * (the first says what is compared) must occur in the text cited: the linked heading's section (to the next heading
 * of the same or a higher level), or the whole page. A figure is a number, with its unit if it has one
 * ({@code ×}/{@code x}, {@code %}, {@code ns}, {@code µs}, {@code ms}, {@code KB}, {@code MB}, {@code GB},
 * {@code B/op}, {@code ops/s}): a ratio written {@code 0.74×} matches {@code 0.74} in a page's table of ratios, a
 * number with another unit only the same number with that unit, a bare number any use of it. Every date
 * ({@code 2026-11-27}) in the row must occur in the cited text too, so that a row names the run it repeats. Fails
 * (exit status 1) naming README.md's line, the figure and the text it was looked for in.
 *
 * <p>Run by the build from the build-tools jar, or alone once that module is compiled:
 * {@code java -cp build-tools/target/classes org.jsonpjackson.build.tools.Figures ROOT}, where ROOT is the repository's root folder.
 */
public final class Figures {

    private static final Pattern LINK = Pattern.compile("\\[([^\\]]*)\\]\\(([^)\\s]+)\\)");
    private static final Pattern DATE = Pattern.compile("\\b\\d{4}-\\d{2}-\\d{2}\\b");
    private static final Pattern FIGURE = Pattern.compile(
            "(?<![\\w.,])(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?(?:\\s?(×|x|%|ns|µs|us|ms|KB|MB|GB|B/op|ops/s)(?![\\w]))?");
    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)\\s*#*\\s*$");

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            fail("usage: Figures ROOT");
        }
        Path root = Path.of(args[0]);
        Path readme = root.resolve("README.md");
        Path results = root.resolve("docs/results").normalize();
        List<String> lines = Files.readAllLines(readme, StandardCharsets.UTF_8);
        List<String> problems = new ArrayList<>();
        int rows = 0;
        boolean inSection = false;
        int tableLine = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("## ")) {
                inSection = line.strip().equals("## Measured");
                continue;
            }
            if (!inSection || !line.startsWith("|")) {
                tableLine = 0;
                continue;
            }
            if (++tableLine <= 2) { // the header and the line under it
                continue;
            }
            rows++;
            problems.addAll(checkRow(root, readme, results, line, "README.md:" + (i + 1)));
        }
        if (rows == 0) {
            problems.add("README.md: no table rows under ## Measured");
        }
        if (!problems.isEmpty()) {
            fail(String.join("\n", problems));
        }
        System.out.println("[Figures] " + rows + " rows of README.md's Measured table: every figure and date is in"
                + " the results section the row cites");
    }

    /** The problems of one table row: no results page cited, or a figure or date the cited text lacks. */
    private static List<String> checkRow(Path root, Path readme, Path results, String row, String where)
            throws IOException {
        List<String> problems = new ArrayList<>();
        String[] cells = row.strip().replaceAll("^\\||\\|$", "").split("\\|");
        if (cells.length < 3) {
            return List.of(where + ": a Measured row needs what, figures and the run it comes from");
        }
        StringBuilder cited = new StringBuilder();
        List<String> citations = new ArrayList<>();
        Matcher link = LINK.matcher(cells[cells.length - 1]);
        while (link.find()) {
            String target = link.group(2);
            int hash = target.indexOf('#');
            Path page = readme.getParent().resolve(hash < 0 ? target : target.substring(0, hash)).normalize();
            if (!page.startsWith(results) || !Files.isRegularFile(page)) {
                continue;
            }
            String text = hash < 0 ? Files.readString(page) : section(page, target.substring(hash + 1));
            if (text == null) {
                problems.add(where + ": " + target + " names no heading of " + root.relativize(page));
                continue;
            }
            cited.append(text).append('\n');
            citations.add(target);
        }
        if (citations.isEmpty()) {
            problems.add(where + ": the row cites no page under docs/results/ in its last cell");
            return problems;
        }
        Set<String> available = figures(cited.toString());
        StringBuilder stated = new StringBuilder();
        for (int c = 1; c < cells.length; c++) {
            stated.append(LINK.matcher(cells[c]).replaceAll("$1")).append(" | ");
        }
        Matcher date = DATE.matcher(stated);
        while (date.find()) {
            if (cited.indexOf(date.group()) < 0) {
                problems.add(where + ": the date " + date.group() + " is not in " + citations);
            }
        }
        for (String figure : figures(DATE.matcher(stated).replaceAll(" "))) {
            if (!found(figure, available)) {
                problems.add(where + ": " + figure.replace("|", "") + " is not in " + citations);
            }
        }
        return problems;
    }

    /** Whether a figure, as {@link #figures} writes it, is among a page's. */
    private static boolean found(String figure, Set<String> available) {
        int bar = figure.indexOf('|');
        String number = figure.substring(0, bar);
        String unit = figure.substring(bar + 1);
        if (unit.isEmpty()) {
            return available.stream().anyMatch(f -> f.startsWith(number + "|"));
        }
        return available.contains(figure) || unit.equals("×") && available.contains(number + "|");
    }

    /** The figures of a text, each as {@code number|unit}: thousands separators dropped, x and us spelt × and µs. */
    static Set<String> figures(String text) {
        Set<String> figures = new LinkedHashSet<>();
        Matcher figure = FIGURE.matcher(text);
        while (figure.find()) {
            String number = figure.group(1).replace(",", "") + (figure.group(2) == null ? "" : figure.group(2));
            String unit = figure.group(3) == null ? "" : figure.group(3);
            unit = switch (unit) {
                case "x" -> "×";
                case "us" -> "µs";
                default -> unit;
            };
            figures.add(number + "|" + unit);
        }
        return figures;
    }

    /** The text of the heading with this anchor and what follows it, to the next heading as high; null if none. */
    private static String section(Path page, String anchor) throws IOException {
        List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher heading = HEADING.matcher(lines.get(i));
            if (!heading.matches()) {
                continue;
            }
            String slug = DocPages.anchor(heading.group(2));
            String unique = slug;
            for (int n = 1; !seen.add(unique); n++) {
                unique = slug + "-" + n;
            }
            if (!unique.equals(anchor.toLowerCase(Locale.ROOT))) {
                continue;
            }
            int level = heading.group(1).length();
            StringBuilder text = new StringBuilder(lines.get(i)).append('\n');
            for (int j = i + 1; j < lines.size(); j++) {
                Matcher next = HEADING.matcher(lines.get(j));
                if (next.matches() && next.group(1).length() <= level) {
                    break;
                }
                text.append(lines.get(j)).append('\n');
            }
            return text.toString();
        }
        return null;
    }

    private static void fail(String message) {
        System.err.println("[Figures] " + message);
        System.exit(1);
    }
}
