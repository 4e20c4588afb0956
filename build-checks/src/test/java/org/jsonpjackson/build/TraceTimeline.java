package org.jsonpjackson.build;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A trace record's picture: its spans as a timeline, one row per span (indented under its parent) and per event
 * (a diamond), each bar from its start to its end on one time axis, with what the span carries under it. Colours
 * go by depth; a span that failed is red. Made from the record's table alone, so {@code FiguresTest} can check it.
 */
final class TraceTimeline {

    private static final int WIDTH = 980;
    private static final int LABELS = 360;
    private static final int AXIS_START = 370;
    private static final int AXIS_END = 900;
    private static final int ROW = 38;
    private static final int TOP = 48;
    private static final String[] DEPTH_COLOURS = {"#8c8c8c", "#2f6db5", "#3a923a", "#7a5cb5"};

    private TraceTimeline() {
    }

    static String svg(RunRecord record) {
        List<List<RunRecord.Cell>> rows = record.rows();
        Map<String, Integer> depth = new HashMap<>();
        double end = 0;
        for (List<RunRecord.Cell> row : rows) {
            String parent = row.get(1).text();
            depth.putIfAbsent(row.get(0).text(), parent.isEmpty() ? 0 : depth.get(parent) + 1);
            end = Math.max(end, number(row.get(2)) + number(row.get(3)));
        }
        double step = tick(end);
        double span = Math.ceil(end / step) * step;
        double scale = (AXIS_END - AXIS_START) / span;
        int height = TOP + ROW * rows.size() + 40;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"13\">\n", WIDTH, height, WIDTH, height));
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        svg.append(String.format(Locale.ROOT, "<text x=\"8\" y=\"20\" font-weight=\"bold\">%s</text>\n",
                ResultPages.xml(record.title())));
        svg.append(String.format(Locale.ROOT, "<text x=\"8\" y=\"38\" fill=\"#555\" font-size=\"11\">%s, commit %s:"
                + " each span from its start to its end; a diamond is an event (from docs/results/runs/%s.json)</text>\n",
                record.date() + (record.time() == null ? "" : " " + record.time()), ResultPages.xml(record.commit()),
                record.id()));
        int axisY = TOP + ROW * rows.size() + 4;
        for (int t = 0; t * step <= span + 1e-9; t++) {
            double x = AXIS_START + t * step * scale;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n",
                    x, TOP, x, axisY));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" font-size=\"11\">%s</text>\n",
                    x, axisY + 16, trim(t * step)));
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"11\">ms</text>\n", AXIS_END + 16,
                axisY + 16));
        for (int i = 0; i < rows.size(); i++) {
            List<RunRecord.Cell> row = rows.get(i);
            String label = row.get(0).text();
            int d = depth.get(label);
            int y = TOP + i * ROW;
            double x = AXIS_START + number(row.get(2)) * scale;
            boolean event = label.startsWith("event: ");
            boolean failed = row.get(4).text().contains("status ERROR") || row.get(4).text().contains("error.type=");
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s</text>\n", 8 + 14 * d, y + 15,
                    ResultPages.xml(label)));
            if (event) {
                svg.append(String.format(Locale.ROOT, "<polygon points=\"%.1f,%d %.1f,%d %.1f,%d %.1f,%d\" fill=\"#e07b20\"/>\n",
                        x, y + 3, x + 7, y + 10, x, y + 17, x - 7, y + 10));
                svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"11\">at %s ms</text>\n",
                        x + 10, y + 14, row.get(2).text()));
                continue;
            }
            double width = Math.max(2, number(row.get(3)) * scale);
            svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"14\" fill=\"%s\"/>\n",
                    x, y + 3, width, failed ? "#d9534f" : DEPTH_COLOURS[Math.min(d, DEPTH_COLOURS.length - 1)]));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"11\">%s ms</text>\n",
                    Math.min(x + width + 4, AXIS_END + 4), y + 14, row.get(3).text()));
            if (!row.get(4).text().isEmpty()) {
                svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" fill=\"#555\" font-size=\"10\">%s</text>\n",
                        22 + 14 * d, y + 30, ResultPages.xml(row.get(4).text())));
            }
        }
        return svg.append("</svg>\n").toString();
    }

    private static double number(RunRecord.Cell cell) {
        return Double.parseDouble(cell.text());
    }

    /** A round step for the axis: about five ticks over {@code end}. */
    static double tick(double end) {
        double raw = Math.max(end, 1e-3) / 5;
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * power >= raw) {
                return m * power;
            }
        }
        return 10 * power;
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }
}
