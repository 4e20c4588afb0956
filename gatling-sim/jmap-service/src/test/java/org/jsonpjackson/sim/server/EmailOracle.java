package org.jsonpjackson.sim.server;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.jsonpjackson.sim.server.OracleCorpus.Address;
import org.jsonpjackson.sim.server.OracleCorpus.Email;

import java.text.Normalizer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * {@code Email/query} worked out in memory, from the semantics docs/jmap-service.md states, over the emails as
 * {@link OracleCorpus} made them. It reads the request's JSON itself and shares nothing with the service's
 * filter converter or the index: words are runs of letters and digits, case and accents aside.
 */
final class EmailOracle {

    static final int MAX_LIMIT = 256;

    /** What the service must answer: a method error's type, or a window of ids. */
    record Answer(String error, List<String> ids, long position, Long total, Long limit) {
        static Answer error(String type) {
            return new Answer(type, List.of(), 0, null, null);
        }
    }

    private final List<Email> emails;

    EmailOracle(List<Email> emails) {
        this.emails = List.copyOf(emails);
    }

    /** The full, sorted (and collapsed) list of matching emails, before any window. */
    List<Email> results(JsonObject args) {
        String account = args.getString("accountId");
        JsonValue filter = args.getOrDefault("filter", JsonValue.NULL);
        List<Email> matching = emails.stream()
                .filter(e -> e.user().equals(account))
                .filter(e -> filter == JsonValue.NULL || matches(e, filter.asJsonObject()))
                .sorted(order(args.getOrDefault("sort", JsonValue.NULL)))
                .toList();
        if (args.getBoolean("collapseThreads", false)) {
            Set<String> threads = new HashSet<>();
            matching = matching.stream().filter(e -> threads.add(e.threadId())).toList();
        }
        return matching;
    }

    Answer answer(JsonObject args) {
        List<String> all = results(args).stream().map(Email::id).toList();
        long total = all.size();
        Long echoedLimit = null;
        long limit;
        if (!args.containsKey("limit") || args.isNull("limit")) {
            limit = MAX_LIMIT;
            echoedLimit = (long) MAX_LIMIT;
        } else {
            limit = args.getJsonNumber("limit").longValue();
            if (limit > MAX_LIMIT) {
                limit = MAX_LIMIT;
                echoedLimit = (long) MAX_LIMIT;
            }
        }
        long start;
        if (args.containsKey("anchor") && !args.isNull("anchor")) {
            int at = all.indexOf(args.getString("anchor"));
            if (at < 0) {
                return Answer.error("anchorNotFound");
            }
            long offset = args.containsKey("anchorOffset") ? args.getJsonNumber("anchorOffset").longValue() : 0;
            start = Math.max(0, Math.min(total, at + offset));
        } else {
            long position = args.containsKey("position") ? args.getJsonNumber("position").longValue() : 0;
            start = position < 0 ? Math.max(0, total + position) : position;
        }
        List<String> ids = start >= total ? List.of() : all.subList((int) start, (int) Math.min(total, start + limit));
        Long reportedTotal = args.getBoolean("calculateTotal", false) ? total : null;
        return new Answer(null, List.copyOf(ids), start, reportedTotal, echoedLimit);
    }

    // ---- filters

    static boolean matches(Email e, JsonObject filter) {
        if (filter.containsKey("operator")) {
            List<JsonObject> conditions = filter.getJsonArray("conditions").getValuesAs(JsonObject.class);
            return switch (filter.getString("operator")) {
                case "AND" -> conditions.stream().allMatch(c -> matches(e, c));
                case "OR" -> conditions.stream().anyMatch(c -> matches(e, c));
                case "NOT" -> conditions.stream().noneMatch(c -> matches(e, c));
                default -> throw new IllegalArgumentException(filter.toString());
            };
        }
        return filter.entrySet().stream()
                .filter(p -> p.getValue() != JsonValue.NULL)
                .allMatch(p -> condition(e, p.getKey(), p.getValue()));
    }

    private static boolean condition(Email e, String name, JsonValue value) {
        return switch (name) {
            case "inMailbox" -> e.mailboxes().contains(string(value));
            case "inMailboxOtherThan" -> e.mailboxes().stream().anyMatch(m -> !strings(value).contains(m));
            case "before" -> e.receivedAt().isBefore(Instant.parse(string(value)));
            case "after" -> !e.receivedAt().isBefore(Instant.parse(string(value)));
            case "minSize" -> e.size() >= ((JsonNumber) value).longValue();
            case "maxSize" -> e.size() < ((JsonNumber) value).longValue();
            case "hasKeyword" -> e.keywords().contains(string(value).toLowerCase(Locale.ROOT));
            case "notKeyword" -> !e.keywords().contains(string(value).toLowerCase(Locale.ROOT));
            case "hasAttachment" -> !e.attachments().isEmpty() == (value == JsonValue.TRUE);
            case "text" -> allIn(string(value), textWords(e));
            case "from" -> allIn(string(value), addressWords(e.from()));
            case "to" -> allIn(string(value), addressWords(e.to()));
            case "cc" -> allIn(string(value), addressWords(e.cc()));
            case "bcc" -> allIn(string(value), addressWords(e.bcc()));
            case "subject" -> allIn(string(value), words(e.subject()));
            case "body" -> allIn(string(value), union(words(e.textBody()), words(e.htmlBody())));
            case "header" -> header(e, strings(value));
            default -> throw new IllegalArgumentException("The oracle has no condition " + name);
        };
    }

    private static boolean header(Email e, List<String> header) {
        return e.headers().stream().anyMatch(h -> h.name().equalsIgnoreCase(header.get(0))
                && (header.size() == 1 || allIn(header.get(1), words(h.value()))));
    }

    /** Every word of the query is among the words; a query without words matches nothing. */
    private static boolean allIn(String query, Set<String> words) {
        Set<String> wanted = words(query);
        return !wanted.isEmpty() && words.containsAll(wanted);
    }

    private static Set<String> textWords(Email e) {
        Set<String> all = new HashSet<>();
        Stream.of(e.from(), e.to(), e.cc(), e.bcc()).forEach(list -> all.addAll(addressWords(list)));
        all.addAll(words(e.subject()));
        all.addAll(words(e.textBody()));
        all.addAll(words(e.htmlBody()));
        e.attachments().forEach(a -> {
            all.addAll(words(a.name()));
            all.addAll(words(a.text()));
        });
        return all;
    }

    private static Set<String> addressWords(List<Address> addresses) {
        Set<String> all = new HashSet<>();
        addresses.forEach(a -> {
            all.addAll(words(a.name()));
            all.addAll(words(a.email()));
        });
        return all;
    }

    /** Runs of letters and digits, lower-cased, accents removed. */
    static Set<String> words(String text) {
        if (text == null) {
            return Set.of();
        }
        return Arrays.stream(folded(text).split("[^\\p{L}\\p{N}]+")).filter(w -> !w.isEmpty()).collect(Collectors.toSet());
    }

    static String folded(String text) {
        return Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}+", "").toLowerCase(Locale.ROOT);
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> all = new HashSet<>(a);
        all.addAll(b);
        return all;
    }

    private static String string(JsonValue value) {
        return ((JsonString) value).getString();
    }

    private static List<String> strings(JsonValue value) {
        return ((JsonArray) value).getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
    }

    // ---- sorting

    /**
     * The comparators in order, then the email id in the direction of the last one; without any, newest first.
     */
    static Comparator<Email> order(JsonValue sort) {
        List<JsonObject> comparators = sort == JsonValue.NULL ? List.of() : ((JsonArray) sort).getValuesAs(JsonObject.class);
        Comparator<Email> order = null;
        boolean lastAscending = false;
        if (comparators.isEmpty()) {
            order = Comparator.comparing(Email::receivedAt).reversed();
        }
        for (JsonObject c : comparators) {
            boolean ascending = c.getBoolean("isAscending", true);
            Comparator<Email> one = by(c.getString("property"));
            one = ascending ? one : one.reversed();
            order = order == null ? one : order.thenComparing(one);
            lastAscending = ascending;
        }
        Comparator<Email> byId = Comparator.comparing(Email::id);
        return order.thenComparing(lastAscending ? byId : byId.reversed());
    }

    private static Comparator<Email> by(String property) {
        return switch (property) {
            case "receivedAt" -> Comparator.comparing(Email::receivedAt);
            case "sentAt" -> Comparator.comparing(e -> e.sentAt() != null ? e.sentAt() : e.receivedAt());
            case "size" -> Comparator.comparingLong(Email::size);
            case "from" -> Comparator.comparing(e -> firstAddress(e.from()));
            case "to" -> Comparator.comparing(e -> firstAddress(e.to()));
            case "subject" -> Comparator.comparing((Function<Email, String>) e -> folded(baseSubject(e.subject())));
            default -> throw new IllegalArgumentException(property);
        };
    }

    /** RFC 8621 section 4.4.2: the first address's name, or its email when the name is null or empty; else "". */
    static String firstAddress(List<Address> addresses) {
        if (addresses.isEmpty()) {
            return "";
        }
        Address first = addresses.get(0);
        return folded(first.name() == null || first.name().isEmpty() ? first.email() : first.name());
    }

    /** RFC 5256 section 2.1, with regular expressions; "" for no subject. */
    static String baseSubject(String subject) {
        if (subject == null) {
            return "";
        }
        String s = subject.replaceAll("[ \\t\\r\\n]+", " ");
        while (true) {
            s = repeat(s, x -> x.replaceFirst("(?i)(\\(fwd\\)| )$", ""));
            s = repeat(s, x -> {
                String y = x.replaceFirst("(?i)^((\\[[^\\[\\]]*\\] *)*(re|fwd?) *(\\[[^\\[\\]]*\\] *)?:| )", "");
                String rest = y.replaceFirst("^\\[[^\\[\\]]*\\] *", "");
                return rest.isEmpty() ? y : rest;
            });
            if (s.toLowerCase(Locale.ROOT).startsWith("[fwd:") && s.endsWith("]")) {
                s = s.substring(5, s.length() - 1);
            } else {
                return s;
            }
        }
    }

    private static String repeat(String s, Function<String, String> step) {
        String before;
        do {
            before = s;
            s = step.apply(s);
        } while (!s.equals(before));
        return s;
    }

    /** For failure messages: an email as the oracle sees it. */
    static String describe(Email e) {
        List<String> parts = new ArrayList<>();
        parts.add(e.id() + " thread " + e.threadId() + " in " + e.mailboxes().stream().sorted().toList());
        parts.add("keywords " + e.keywords().stream().sorted().toList());
        parts.add("received " + e.receivedAt() + " sent " + e.sentAt() + " size " + e.size());
        parts.add("from " + e.from() + " to " + e.to() + " subject " + e.subject());
        return String.join("; ", parts);
    }
}
