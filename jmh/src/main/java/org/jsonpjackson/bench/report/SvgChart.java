package org.jsonpjackson.bench.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A horizontal bar chart, one block per comparison group: each alternative's throughput relative to ours
 * (ours = 1, longer is faster), with a whisker for the ratio's range. Plain SVG text, no library, so the
 * chart is reproducible and reviewable as a diff.
 */
final class SvgChart {

    private static final int LABEL = 150;
    private static final int PLOT = 520;
    private static final int BAR = 14;
    private static final int GAP = 4;
    /** Ratios beyond this are drawn at the edge, with their value written out. */
    private static final double MAX = 3.0;

    private SvgChart() {
    }

    static String render(String title, List<Map<String, Result>> groups) {
        StringBuilder body = new StringBuilder();
        int y = 40;
        for (Map<String, Result> group : groups) {
            Result ours = group.get("ours");
            if (ours == null) {
                continue;
            }
            body.append(text(8, y + 11, Tables.label(ours), "font-weight:bold"));
            y += 18;
            for (Result r : group.values()) {
                Ratio ratio = Ratio.of(r, ours);
                int w = x(ratio.value());
                body.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>%n",
                        LABEL, y, Math.max(w, 1), BAR, colour(r.alternative())));
                body.append(String.format(Locale.ROOT,
                        "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" stroke=\"#222\" stroke-width=\"1\"/>%n",
                        LABEL + x(ratio.low()), LABEL + x(ratio.high()), y + BAR / 2, y + BAR / 2));
                body.append(text(LABEL - 6, y + 11, r.alternative(), "text-anchor:end"));
                body.append(text(LABEL + Math.min(w, PLOT) + 6, y + 11, Ratio.format(ratio.value()) + "×", ""));
                y += BAR + GAP;
            }
            y += 10;
        }
        int height = y + 24;
        int width = LABEL + PLOT + 80;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "font-family=\"sans-serif\" font-size=\"11\">%n", width, height));
        svg.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", width, height));
        svg.append(text(8, 18, title, "font-size:14px;font-weight:bold"));
        svg.append(text(8, 32, "throughput relative to ours (1 = ours; longer is faster; whisker = range of the ratio)", "fill:#555"));
        for (int step = 0; step <= MAX * 2; step++) {
            double tick = step / 2.0;
            int tx = LABEL + x(tick);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"36\" y2=\"%d\" stroke=\"%s\"/>%n",
                    tx, tx, height - 16, step == 2 ? "#2a7" : "#ddd"));
            svg.append(text(tx - 8, height - 4, String.format(Locale.ROOT, "%.1f×", tick), "fill:#555"));
        }
        svg.append(body);
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static int x(double ratio) {
        if (Double.isNaN(ratio) || ratio < 0) {
            return 0;
        }
        return (int) Math.round(Math.min(ratio, MAX) / MAX * PLOT);
    }

    private static String colour(String alternative) {
        switch (alternative) {
            case "ours": return "#2a7";
            case "jackson": return "#999";
            case "parsson": return "#e80";
            case "stock":
            case "opensearch": return "#37c";
            case "perCallLookup": return "#c33";
            default: return "#a6c";
        }
    }

    private static String text(int x, int y, String s, String style) {
        return String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\"%s>%s</text>%n", x, y,
                style.isEmpty() ? "" : " style=\"" + style + "\"", escape(s));
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
