package org.jsonpjackson.sim.messages;

import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.mailbox.message.Flags;
import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.mailbox.message.MailAttachment;
import org.jsonpjackson.mailbox.message.MailHeader;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.mailbox.message.SystemFlag;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The JSON form of messages for {@code POST /import}: an array of objects whose names follow JMAP's Email
 * properties where JMAP has one ({@code receivedAt}, {@code keywords}, {@code from: [{name, email}]}...).
 * Each object is one message in one mailbox; an email in several mailboxes is one object per mailbox with the
 * same {@code user} and {@code messageId}. Their {@code keywords} may differ, as IMAP flags do: the email has
 * every keyword any of them has.
 *
 * <pre>{@code
 * [{"mailboxId": "u1-inbox", "uid": 1, "messageId": "m1", "threadId": "t1", "user": "u1@corpus.test",
 *   "modSeq": 1, "size": 2048, "receivedAt": "2026-01-10T09:00:00Z", "sentAt": "2026-01-10T08:59:00Z",
 *   "keywords": {"$seen": true}, "from": [{"name": "Ann", "email": "ann@x.test"}], "to": [...],
 *   "subject": "Hello", "headers": [{"name": "X-Tag", "value": "a"}], "textBody": "...",
 *   "attachments": [{"name": "a.pdf", "type": "application/pdf", "text": "..."}]}]
 * }</pre>
 */
public final class MessageJson {

    // this project's provider by name: another one on the class path must not take over imports
    private static final JsonProvider JSON = new JsonpJacksonProvider();
    private static final JsonReaderFactory READERS = JSON.createReaderFactory(Map.of());
    private static final JsonGeneratorFactory GENERATORS = JSON.createGeneratorFactory(Map.of());

    private MessageJson() {
    }

    /**
     * @throws jakarta.json.stream.JsonParsingException if the bytes are not JSON
     * @throws InvalidMessageException naming the message and the property at fault
     */
    public static List<MailMessage> read(byte[] json) {
        JsonValue value;
        try (JsonReader reader = READERS.createReader(new ByteArrayInputStream(json))) {
            value = reader.readValue();
        }
        if (!(value instanceof JsonArray array)) {
            throw new InvalidMessageException("Expected an array of messages, not " + value.getValueType());
        }
        List<MailMessage> messages = new ArrayList<>(array.size());
        for (int i = 0; i < array.size(); i++) {
            String where = "message [" + i + "]";
            if (!(array.get(i) instanceof JsonObject object)) {
                throw new InvalidMessageException(where + " is not an object");
            }
            try {
                messages.add(message(new Fields(object, where)));
            } catch (InvalidMessageException e) {
                throw e;
            } catch (IllegalArgumentException | NullPointerException | ClassCastException | JsonException e) {
                throw new InvalidMessageException(where + ": " + e.getMessage());
            }
        }
        return messages;
    }

    private static MailMessage message(Fields f) {
        Set<SystemFlag> system = EnumSet.noneOf(SystemFlag.class);
        Set<String> user = new HashSet<>();
        JsonObject keywords = f.object("keywords");
        if (keywords != null) {
            for (Map.Entry<String, JsonValue> k : keywords.entrySet()) {
                if (k.getValue() != JsonValue.TRUE) {
                    throw new InvalidMessageException(f.where + ": keyword values must be true: " + k.getKey());
                }
                SystemFlag flag = Keywords.systemFlag(k.getKey());
                if (flag != null) {
                    system.add(flag);
                } else {
                    user.add(k.getKey());
                }
            }
        }
        String[] mediaType = f.string("mediaType", "text/plain").split("/", 2);
        return MailMessage.builder(f.required("mailboxId"), f.number("uid", -1), f.required("messageId"))
                .threadId(f.string("threadId", null))
                .mimeMessageId(f.string("mimeMessageId", null))
                .user(f.required("user"))
                .modSeq(f.number("modSeq", 0))
                .size(f.number("size", 0))
                .internalDate(f.date("receivedAt", true))
                .sentDate(f.date("sentAt", false))
                .saveDate(f.date("savedAt", false))
                .flags(Flags.of(system, user))
                .from(f.list("from", MessageJson::address))
                .to(f.list("to", MessageJson::address))
                .cc(f.list("cc", MessageJson::address))
                .bcc(f.list("bcc", MessageJson::address))
                .subject(f.string("subject", null))
                .headers(f.list("headers", o -> new MailHeader(o.getString("name"), o.getString("value"))))
                .textBody(f.string("textBody", null))
                .htmlBody(f.string("htmlBody", null))
                .attachments(f.list("attachments", o -> new MailAttachment(
                        o.getString("name", null), o.getString("type"), o.getString("text", null))))
                .mediaType(mediaType[0], mediaType.length > 1 ? mediaType[1] : null)
                .build();
    }

    private static MailAddress address(JsonObject o) {
        return MailAddress.of(o.getString("name", null), o.getString("email"));
    }

    public static byte[] write(Collection<MailMessage> messages) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(messages.size() * 2048);
        write(messages, bytes);
        return bytes.toByteArray();
    }

    public static void write(Collection<MailMessage> messages, OutputStream out) {
        try (JsonGenerator g = GENERATORS.createGenerator(out)) {
            g.writeStartArray();
            for (MailMessage m : messages) {
                g.writeStartObject()
                        .write("mailboxId", m.mailboxId())
                        .write("uid", m.uid())
                        .write("messageId", m.messageId())
                        .write("threadId", m.threadId());
                optional(g, "mimeMessageId", m.mimeMessageId());
                g.write("user", m.user())
                        .write("modSeq", m.modSeq())
                        .write("size", m.size())
                        .write("receivedAt", m.internalDate().toString());
                optional(g, "sentAt", m.sentDate() == null ? null : m.sentDate().toString());
                optional(g, "savedAt", m.saveDate() == null ? null : m.saveDate().toString());
                g.writeStartObject("keywords");
                m.flags().system().stream().sorted().forEach(flag -> g.write(Keywords.keyword(flag), true));
                m.flags().user().stream().sorted().forEach(flag -> g.write(flag, true));
                g.writeEnd();
                addresses(g, "from", m.from());
                addresses(g, "to", m.to());
                addresses(g, "cc", m.cc());
                addresses(g, "bcc", m.bcc());
                optional(g, "subject", m.subject());
                g.writeStartArray("headers");
                for (MailHeader h : m.headers()) {
                    g.writeStartObject().write("name", h.name()).write("value", h.value()).writeEnd();
                }
                g.writeEnd();
                optional(g, "textBody", m.textBody());
                optional(g, "htmlBody", m.htmlBody());
                g.writeStartArray("attachments");
                for (MailAttachment a : m.attachments()) {
                    g.writeStartObject();
                    optional(g, "name", a.fileName());
                    g.write("type", a.mediaType());
                    optional(g, "text", a.textContent());
                    g.writeEnd();
                }
                g.writeEnd();
                g.write("mediaType", m.mediaType() + "/" + m.subtype());
                g.writeEnd();
            }
            g.writeEnd();
        }
    }

    private static void addresses(JsonGenerator g, String name, List<MailAddress> addresses) {
        g.writeStartArray(name);
        for (MailAddress a : addresses) {
            g.writeStartObject();
            optional(g, "name", a.name());
            g.write("email", a.address()).writeEnd();
        }
        g.writeEnd();
    }

    private static void optional(JsonGenerator g, String name, String value) {
        if (value != null) {
            g.write(name, value);
        }
    }

    /** One message object, with errors that name the message and the property. */
    private static final class Fields {
        private final JsonObject object;
        private final String where;

        Fields(JsonObject object, String where) {
            this.object = object;
            this.where = where;
        }

        String required(String name) {
            String value = string(name, null);
            if (value == null || value.isEmpty()) {
                throw new InvalidMessageException(where + ": " + name + " is required");
            }
            return value;
        }

        String string(String name, String otherwise) {
            JsonValue value = object.get(name);
            if (value == null || value == JsonValue.NULL) {
                return otherwise;
            }
            if (value instanceof JsonString s) {
                return s.getString();
            }
            throw new InvalidMessageException(where + ": " + name + " must be a string, not " + value);
        }

        long number(String name, long otherwise) {
            JsonValue value = object.get(name);
            if (value == null || value == JsonValue.NULL) {
                return otherwise;
            }
            if (value instanceof JsonNumber n && n.isIntegral()) {
                try {
                    return n.longValueExact();
                } catch (ArithmeticException e) {
                    throw new InvalidMessageException(where + ": " + name + " is out of range: " + n);
                }
            }
            throw new InvalidMessageException(where + ": " + name + " must be an integer, not " + value);
        }

        Instant date(String name, boolean required) {
            String value = string(name, null);
            if (value == null) {
                if (required) {
                    throw new InvalidMessageException(where + ": " + name + " is required");
                }
                return null;
            }
            try {
                return Instant.parse(value);
            } catch (DateTimeParseException e) {
                throw new InvalidMessageException(where + ": " + name + " is not an ISO-8601 instant: " + value);
            }
        }

        JsonObject object(String name) {
            JsonValue value = object.get(name);
            if (value == null || value == JsonValue.NULL) {
                return null;
            }
            if (value instanceof JsonObject o) {
                return o;
            }
            throw new InvalidMessageException(where + ": " + name + " must be an object, not " + value);
        }

        <T> List<T> list(String name, Function<JsonObject, T> item) {
            JsonValue value = object.get(name);
            if (value == null || value == JsonValue.NULL) {
                return List.of();
            }
            if (!(value instanceof JsonArray array)) {
                throw new InvalidMessageException(where + ": " + name + " must be an array, not " + value);
            }
            List<T> items = new ArrayList<>(array.size());
            for (int i = 0; i < array.size(); i++) {
                if (!(array.get(i) instanceof JsonObject o)) {
                    throw new InvalidMessageException(where + ": " + name + "[" + i + "] must be an object");
                }
                try {
                    items.add(item.apply(o));
                } catch (NullPointerException | ClassCastException e) {
                    throw new InvalidMessageException(where + ": " + name + "[" + i + "] is missing a property or has one of the wrong type");
                }
            }
            return items;
        }
    }
}
