package org.jsonpjackson.sim.load;

import org.jsonpjackson.sim.corpus.CorpusVocabulary;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The words text searches ask for: from a file ({@code load.words}: one word per line, optionally followed by
 * a comma and a relative weight), our corpus' vocabulary with its Zipf frequencies, or words sampled from the
 * target's own mail.
 */
interface QueryWords {

    String next(SplittableRandom random);

    static QueryWords of(CorpusVocabulary vocabulary) {
        return vocabulary::word;
    }

    /** A word list; a malformed line names the file and the line. */
    static QueryWords read(Path file) {
        List<String> words = new ArrayList<>();
        List<Double> cumulative = new ArrayList<>();
        double total = 0;
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the query words " + file + " (load.words)", e);
        }
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int comma = line.lastIndexOf(',');
            double weight = 1;
            if (comma >= 0) {
                try {
                    weight = Double.parseDouble(line.substring(comma + 1).trim());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(file + " line " + (i + 1) + ": the weight is not a number: " + line);
                }
                line = line.substring(0, comma).strip();
            }
            if (line.isEmpty() || line.contains("\"") || line.contains("\\") || !(weight > 0)) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + ": needs a word, without quotes or "
                        + "backslashes, and a positive weight: " + lines.get(i));
            }
            total += weight;
            words.add(line);
            cumulative.add(total);
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("No words in " + file + " (load.words)");
        }
        return sampler(words, cumulative);
    }

    /** Words drawn in proportion to their weights. */
    static QueryWords weighted(java.util.Map<String, Integer> weights) {
        List<String> words = new ArrayList<>();
        List<Double> cumulative = new ArrayList<>();
        double total = 0;
        // sorted, so that a seeded run draws the same words whatever the map's order
        for (String word : new java.util.TreeSet<>(weights.keySet())) {
            total += weights.get(word);
            words.add(word);
            cumulative.add(total);
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("No words to draw from");
        }
        return sampler(words, cumulative);
    }

    private static QueryWords sampler(List<String> words, List<Double> cumulative) {
        double sum = cumulative.get(cumulative.size() - 1);
        return random -> {
            double u = random.nextDouble() * sum;
            int lo = 0;
            int hi = cumulative.size() - 1;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (cumulative.get(mid) <= u) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return words.get(lo);
        };
    }
}
