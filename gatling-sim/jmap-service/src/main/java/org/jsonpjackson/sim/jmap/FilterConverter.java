package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.jsonpjackson.mailbox.message.SystemFlag;
import org.jsonpjackson.mailbox.query.Criterion;
import org.jsonpjackson.mailbox.query.Criterion.DateComparison;
import org.jsonpjackson.mailbox.query.Criterion.DateField;
import org.jsonpjackson.mailbox.query.Criterion.DateResolution;
import org.jsonpjackson.mailbox.query.InvalidSearchQueryException;
import org.jsonpjackson.sim.messages.Keywords;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/** Turns an RFC 8621 {@code Email/query} filter into the backend's criteria tree. */
final class FilterConverter {

    static final int MAX_DEPTH = 32;

    /** RFC 8621: 1 to 255 characters from %x21-7E, without ( ) { ] % * " \. */
    private static final Pattern KEYWORD = Pattern.compile("[\\x21-\\x7E&&[^(){\\]%*\"\\\\]]{1,255}");

    /** Conditions RFC 8621 defines that this server does not implement. */
    private static final Set<String> UNSUPPORTED = Set.of(
            "allInThreadHaveKeyword", "someInThreadHaveKeyword", "noneInThreadHaveKeyword");

    private FilterConverter() {
    }

    static Criterion convert(JsonValue filter) {
        if (filter == null || filter == JsonValue.NULL) {
            return Criterion.all();
        }
        return convert(filter, "filter", 0);
    }

    private static Criterion convert(JsonValue value, String path, int depth) {
        if (!(value instanceof JsonObject filter)) {
            throw MethodError.invalidArguments(path + " must be a FilterOperator or FilterCondition object, not " + value);
        }
        if (depth > MAX_DEPTH) {
            throw new MethodError(MethodError.UNSUPPORTED_FILTER, "Filters nest at most " + MAX_DEPTH + " deep");
        }
        try {
            return filter.containsKey("operator") ? operator(filter, path, depth) : condition(filter, path);
        } catch (InvalidSearchQueryException e) {
            throw MethodError.invalidArguments(path + ": " + e.getMessage());
        }
    }

    private static Criterion operator(JsonObject filter, String path, int depth) {
        Arguments args = new Arguments(filter, path + ".").only(Set.of("operator", "conditions"));
        String operator = args.string("operator");
        if (!(args.value("conditions") instanceof JsonArray conditions)) {
            throw MethodError.invalidArguments(path + ".conditions must be an array");
        }
        List<Criterion> children = new ArrayList<>(conditions.size());
        for (int i = 0; i < conditions.size(); i++) {
            children.add(convert(conditions.get(i), path + ".conditions[" + i + "]", depth + 1));
        }
        return switch (operator) {
            case "AND" -> Criterion.and(children);
            case "OR" -> Criterion.or(children);
            case "NOT" -> Criterion.not(Criterion.or(children));
            default -> throw MethodError.invalidArguments(path + ".operator must be AND, OR or NOT, not " + operator);
        };
    }

    private static Criterion condition(JsonObject filter, String path) {
        Arguments args = new Arguments(filter, path + ".");
        List<Criterion> all = new ArrayList<>();
        for (String name : filter.keySet()) {
            if (filter.get(name) == JsonValue.NULL) {
                continue;
            }
            all.add(switch (name) {
                case "inMailbox" -> Criterion.mailboxIds(Set.of(args.string(name)));
                case "inMailboxOtherThan" -> Criterion.inMailboxOtherThan(Set.copyOf(strings(args, name)));
                case "before" -> Criterion.date(DateField.INTERNAL, DateComparison.BEFORE, utcDate(args, name),
                        DateResolution.MILLISECOND);
                // "after" includes the instant itself: not before it
                case "after" -> Criterion.not(Criterion.date(DateField.INTERNAL, DateComparison.BEFORE,
                        utcDate(args, name), DateResolution.MILLISECOND));
                case "minSize" -> Criterion.not(Criterion.sizeLessThan(args.unsigned(name, 0)));
                case "maxSize" -> Criterion.sizeLessThan(args.unsigned(name, 0));
                case "hasKeyword" -> keyword(args, name, true);
                case "notKeyword" -> keyword(args, name, false);
                case "hasAttachment" -> Criterion.hasAttachment(args.bool(name, false));
                case "text" -> Criterion.text(args.string(name));
                case "from" -> Criterion.from(args.string(name));
                case "to" -> Criterion.to(args.string(name));
                case "cc" -> Criterion.cc(args.string(name));
                case "bcc" -> Criterion.bcc(args.string(name));
                case "subject" -> Criterion.subject(args.string(name));
                case "body" -> Criterion.body(args.string(name));
                case "header" -> header(args, name);
                default -> throw new MethodError(MethodError.UNSUPPORTED_FILTER, UNSUPPORTED.contains(name)
                        ? "Filter condition " + name + " is not supported by this server"
                        : "Unknown filter condition " + path + "." + name);
            });
        }
        return all.size() == 1 ? all.get(0) : Criterion.and(all);
    }

    private static Criterion keyword(Arguments args, String name, boolean set) {
        String keyword = args.string(name);
        if (!KEYWORD.matcher(keyword).matches()) {
            throw MethodError.invalidArguments(name + " is not a valid keyword: " + keyword);
        }
        SystemFlag flag = Keywords.systemFlag(keyword);
        if (flag != null) {
            return set ? Criterion.flagSet(flag) : Criterion.flagUnset(flag);
        }
        return set ? Criterion.userFlagSet(keyword) : Criterion.userFlagUnset(keyword);
    }

    private static Criterion header(Arguments args, String name) {
        List<String> header = strings(args, name);
        return switch (header.size()) {
            case 1 -> Criterion.headerExists(header.get(0));
            case 2 -> Criterion.headerContains(header.get(0), header.get(1));
            default -> throw MethodError.invalidArguments("header must hold a name, or a name and a value: " + header);
        };
    }

    private static Instant utcDate(Arguments args, String name) {
        String text = args.string(name);
        // RFC 8620 UTCDate: a date-time with "Z" as its offset
        if (!text.endsWith("Z")) {
            throw MethodError.invalidArguments(name + " must be a UTCDate ending in Z: " + text);
        }
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw MethodError.invalidArguments(name + " is not a UTCDate: " + text);
        }
    }

    private static List<String> strings(Arguments args, String name) {
        if (!(args.value(name) instanceof JsonArray array)) {
            throw args.wrongType(name, "an array of strings", args.value(name));
        }
        List<String> strings = new ArrayList<>(array.size());
        for (JsonValue item : array) {
            if (!(item instanceof JsonString s)) {
                throw args.wrongType(name, "an array of strings", array);
            }
            strings.add(s.getString());
        }
        return strings;
    }
}
