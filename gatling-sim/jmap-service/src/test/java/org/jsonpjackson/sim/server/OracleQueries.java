package org.jsonpjackson.sim.server;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.json.Jsonp;
import org.jsonpjackson.sim.server.OracleCorpus.Address;
import org.jsonpjackson.sim.server.OracleCorpus.Email;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Random {@code Email/query} arguments over an {@link OracleCorpus}: filter trees of AND, OR and NOT nested up to
 * three deep over every condition, with values drawn from the mail itself (so that conditions match some emails
 * and not others) and on the boundaries (the exact received instants and sizes); random sorts, positions,
 * anchors, limits, totals and thread collapsing. It also counts how often each condition was drawn.
 */
final class OracleQueries {

    static final List<String> CONDITIONS = List.of("inMailbox", "inMailboxOtherThan", "before", "after", "minSize",
            "maxSize", "hasKeyword", "notKeyword", "hasAttachment", "text", "from", "to", "cc", "bcc", "subject", "body",
            "header");
    private static final List<String> SORTABLE = List.of("receivedAt", "sentAt", "size", "from", "to", "subject");
    private static final List<String> SYSTEM_KEYWORDS = List.of("$seen", "$answered", "$flagged", "$draft", "$deleted", "$recent");
    private static final JsonProvider JSON = Jsonp.provider();

    private final OracleCorpus corpus;
    private final SplittableRandom random;
    private final List<Email> mine;
    private final Map<String, Integer> drawn = new TreeMap<>();

    OracleQueries(OracleCorpus corpus, SplittableRandom random) {
        this.corpus = corpus;
        this.random = random;
        this.mine = corpus.emails().stream().filter(e -> e.user().equals(OracleCorpus.MAIN)).toList();
    }

    /** How many times each condition and operator was drawn. */
    Map<String, Integer> drawn() {
        return drawn;
    }

    /** The arguments of one query; {@code oracle} gives the anchors a chance to be in the results. */
    JsonObject next(EmailOracle oracle) {
        JsonObjectBuilder args = JSON.createObjectBuilder().add("accountId", random.nextDouble() < 0.05 ? OracleCorpus.OTHER : OracleCorpus.MAIN);
        double f = random.nextDouble();
        if (f < 0.03) {
            args.addNull("filter");
        } else if (f < 0.05) {
            args.add("filter", JSON.createObjectBuilder());
        } else {
            args.add("filter", filter(0));
        }
        if (random.nextDouble() < 0.8) {
            JsonArrayBuilder sort = JSON.createArrayBuilder();
            for (int n = random.nextInt(4); n > 0; n--) {
                JsonObjectBuilder comparator = JSON.createObjectBuilder().add("property", pick(SORTABLE));
                if (random.nextDouble() < 0.85) {
                    comparator.add("isAscending", random.nextBoolean());
                }
                if (random.nextDouble() < 0.1) {
                    comparator.add("collation", "i;unicode-casemap");
                }
                sort.add(comparator);
            }
            args.add("sort", sort);
        }
        if (random.nextDouble() < 0.3) {
            args.add("collapseThreads", true);
        } else if (random.nextDouble() < 0.2) {
            args.add("collapseThreads", false);
        }
        if (random.nextDouble() < 0.5) {
            args.add("calculateTotal", random.nextDouble() < 0.8);
        }
        double l = random.nextDouble();
        if (l < 0.05) {
            args.add("limit", 0);
        } else if (l < 0.1) {
            args.add("limit", 300);
        } else if (l < 0.8) {
            args.add("limit", 1 + random.nextInt(25));
        }
        JsonObject withoutWindow = args.build();
        JsonObjectBuilder windowed = JSON.createObjectBuilder(withoutWindow);
        double w = random.nextDouble();
        if (w < 0.25) {
            // an anchor: mostly one of the results, sometimes an email that is not among them
            List<Email> results = oracle.results(withoutWindow);
            String anchor = !results.isEmpty() && random.nextDouble() < 0.85
                    ? results.get(random.nextInt(results.size())).id()
                    : pick(mine).id();
            windowed.add("anchor", anchor);
            if (random.nextDouble() < 0.7) {
                windowed.add("anchorOffset", random.nextInt(11) - 5);
            }
            if (random.nextDouble() < 0.2) {
                windowed.add("position", 3);
            }
        } else if (w < 0.75) {
            int position = random.nextDouble() < 0.3 ? -1 - random.nextInt(30) : random.nextInt(mine.size() + 10);
            windowed.add("position", position);
        }
        return windowed.build();
    }

    private JsonObject filter(int depth) {
        if (depth < 3 && random.nextDouble() < 0.45) {
            String operator = pick(List.of("AND", "OR", "NOT"));
            count(operator);
            JsonArrayBuilder conditions = JSON.createArrayBuilder();
            int n = random.nextDouble() < 0.05 ? 0 : 1 + random.nextInt(3);
            for (int i = 0; i < n; i++) {
                conditions.add(filter(depth + 1));
            }
            return JSON.createObjectBuilder().add("operator", operator).add("conditions", conditions).build();
        }
        JsonObjectBuilder condition = JSON.createObjectBuilder();
        Set<String> names = new LinkedHashSet<>();
        for (int n = random.nextDouble() < 0.75 ? 1 : 2; n > 0; n--) {
            names.add(pick(CONDITIONS));
        }
        for (String name : names) {
            count(name);
            condition(condition, name);
        }
        return condition.build();
    }

    private void condition(JsonObjectBuilder c, String name) {
        Email e = pick(mine);
        switch (name) {
            case "inMailbox" -> c.add(name, mailbox());
            case "inMailboxOtherThan" -> {
                JsonArrayBuilder list = JSON.createArrayBuilder();
                for (int n = random.nextInt(4); n > 0; n--) {
                    list.add(mailbox());
                }
                c.add(name, list);
            }
            case "before", "after" -> {
                Instant at = random.nextDouble() < 0.7 ? e.receivedAt() : corpus.pick(OracleCorpus.INSTANTS);
                c.add(name, at.plusSeconds(random.nextDouble() < 0.6 ? 0 : random.nextInt(3) - 1).toString());
            }
            case "minSize", "maxSize" -> c.add(name, random.nextDouble() < 0.7 ? e.size() + (random.nextInt(3) - 1)
                    : OracleCorpus.SIZES[random.nextInt(OracleCorpus.SIZES.length)]);
            case "hasKeyword", "notKeyword" -> c.add(name, keyword(e));
            case "hasAttachment" -> c.add(name, random.nextBoolean());
            case "text" -> c.add(name, words(textSources(e), 1 + random.nextInt(3)));
            case "from" -> c.add(name, addressValue(e.from()));
            case "to" -> c.add(name, addressValue(e.to()));
            case "cc" -> c.add(name, addressValue(e.cc()));
            case "bcc" -> c.add(name, addressValue(e.bcc()));
            case "subject" -> c.add(name, words(List.of(String.valueOf(e.subject())), 1 + random.nextInt(2)));
            case "body" -> c.add(name, words(List.of(String.valueOf(e.textBody()), String.valueOf(e.htmlBody())), 1 + random.nextInt(2)));
            case "header" -> {
                JsonArrayBuilder header = JSON.createArrayBuilder();
                if (!e.headers().isEmpty() && random.nextDouble() < 0.8) {
                    OracleCorpus.Header h = e.headers().get(random.nextInt(e.headers().size()));
                    header.add(random.nextBoolean() ? h.name().toUpperCase(Locale.ROOT) : h.name());
                    if (random.nextBoolean()) {
                        header.add(words(List.of(h.value()), 1));
                    }
                } else {
                    header.add(corpus.pick(OracleCorpus.HEADER_NAMES));
                    if (random.nextBoolean()) {
                        header.add(corpus.pick(OracleCorpus.WORDS));
                    }
                }
                c.add(name, header);
            }
            default -> throw new IllegalStateException(name);
        }
    }

    private String mailbox() {
        double r = random.nextDouble();
        String user = r < 0.9 ? OracleCorpus.MAIN : OracleCorpus.OTHER;
        return r < 0.95 ? OracleCorpus.mailbox(user, corpus.pick(OracleCorpus.MAILBOXES)) : "no-such-mailbox";
    }

    private String keyword(Email e) {
        double r = random.nextDouble();
        String keyword;
        if (r < 0.4 && !e.keywords().isEmpty()) {
            keyword = pick(List.copyOf(e.keywords()));
        } else if (r < 0.7) {
            keyword = pick(SYSTEM_KEYWORDS);
        } else if (r < 0.95) {
            keyword = corpus.pick(OracleCorpus.CUSTOM_KEYWORDS);
        } else {
            keyword = "$nobody";
        }
        // keywords are compared without regard to case
        return random.nextDouble() < 0.3 ? keyword.toUpperCase(Locale.ROOT) : keyword;
    }

    private List<String> textSources(Email e) {
        List<String> sources = new ArrayList<>();
        for (List<Address> list : List.of(e.from(), e.to(), e.cc(), e.bcc())) {
            for (Address a : list) {
                sources.add(String.valueOf(a.name()));
                sources.add(a.email());
            }
        }
        sources.add(String.valueOf(e.subject()));
        sources.add(String.valueOf(e.textBody()));
        sources.add(String.valueOf(e.htmlBody()));
        e.attachments().forEach(a -> {
            sources.add(String.valueOf(a.name()));
            sources.add(String.valueOf(a.text()));
        });
        return sources;
    }

    /** Some words taken from different sources (so from different kinds of field), or now and then any word. */
    private String words(List<String> sources, int count) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (random.nextDouble() < 0.15) {
                words.add(corpus.pick(OracleCorpus.WORDS));
                continue;
            }
            String source = pick(sources);
            String[] parts = source.split("[\\s,<>/]+");
            String word = parts.length == 0 ? "zorb" : parts[random.nextInt(parts.length)];
            words.add(word.isEmpty() ? "zorb" : word);
        }
        String text = String.join(" ", words);
        double r = random.nextDouble();
        return r < 0.2 ? text.toUpperCase(Locale.ROOT) : r < 0.3 ? EmailOracle.folded(text) : text;
    }

    /** A whole address, a name, a local part, a domain, a first name, or something else. */
    private String addressValue(List<Address> addresses) {
        if (addresses.isEmpty() || random.nextDouble() < 0.15) {
            List<Address> from = corpus.pick(corpus.emails()).from();
            return from.isEmpty() ? "eve@north.test" : from.get(0).email();
        }
        Address a = addresses.get(random.nextInt(addresses.size()));
        String email = a.email();
        return switch (random.nextInt(5)) {
            case 0 -> email;
            case 1 -> email.substring(0, email.indexOf('@'));
            case 2 -> email.substring(email.indexOf('@') + 1);
            case 3 -> a.name() == null || a.name().isBlank() ? email : a.name();
            default -> a.name() == null || a.name().isBlank() ? email.toUpperCase(Locale.ROOT) : a.name().split(" ")[0];
        };
    }

    private void count(String what) {
        drawn.merge(what, 1, Integer::sum);
    }

    private <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }
}
