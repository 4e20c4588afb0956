package org.jsonpjackson.bench.payload;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.json.JsonWriteFeature;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Random;

/**
 * Makes the checked-in payloads. Deterministic: a fixed seed per payload and no clock, so
 * {@code PayloadFilesTest} can regenerate every file and compare it byte for byte.
 *
 * <p>Run {@code main} with the resources folder to rewrite the files after changing this class.
 */
final class PayloadGenerator {

    /** Emoji as raw 4-byte UTF-8, as most servers send them, rather than Jackson's default escaped surrogate pairs. */
    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8).build();
    private static final long EPOCH_2026 = Instant.parse("2026-01-01T00:00:00Z").getEpochSecond();

    private static final String[] WORDS = ("meeting project budget review quarterly report release deploy cluster"
            + " index shard replica invoice customer support ticket urgent follow-up agenda minutes draft"
            + " proposal contract signature holiday schedule lunch team update migration search mailbox"
            + " attachment thread reply forward calendar invitation conference travel expenses approval").split(" ");
    private static final String[] NAMES = {"Alice Martin", "Bob Durand", "Chloé Bernard", "David Petit",
        "Émilie Robert", "François Richard", "Grace Hopper", "Hiro Tanaka", "Ingrid Larsen", "José García"};
    private static final String[] CJK = {"東京都", "会議の議事録", "検索エンジン", "메일함", "안녕하세요", "数据库索引",
        "请查收附件", "プロジェクト", "予定表", "첨부 파일", "北京", "性能测试", "ありがとうございます", "确认"};
    /**
     * Korean mail words, many of them with syllables from U+D000 on (하, 합, 했, 회, 확, 휴...), whose UTF-8 starts
     * with 0xED: the byte a check for surrogates encoded in UTF-8 looks at.
     */
    private static final String[] KOREAN = {"안녕하세요", "회의록", "확인 부탁드립니다", "첨부 파일", "감사합니다",
        "프로젝트 현황", "검색 엔진", "메일함", "일정표", "보고서를 보냈습니다", "휴가 신청", "협력사", "환경 설정",
        "데이터베이스 색인", "성능 테스트", "회신 바랍니다", "했습니다", "회의실 예약", "행사 안내", "효율"};
    private static final String[] EMOJI = {"\uD83D\uDE00", "\uD83C\uDF89", "\uD83D\uDCE7", "\uD83D\uDE80",
        "\u2764\uFE0F", "\uD83D\uDC4D", "\uD83C\uDF38"};

    private PayloadGenerator() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "jmh/src/main/resources/payloads");
        Files.createDirectories(dir);
        for (Payload p : Payload.values()) {
            Files.write(dir.resolve(p.resource().substring("payloads/".length())), generate(p));
        }
    }

    static byte[] generate(Payload payload) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            switch (payload) {
                case SEARCH_30:
                    searchResponse(out, 30, 600, new Random(30));
                    break;
                case SEARCH_1000:
                    searchResponse(out, 1000, 300, new Random(1000));
                    break;
                case BULK:
                    bulk(out, 100, new Random(100));
                    break;
                case SMALL_1K:
                    try (JsonGenerator g = JSON.createGenerator(out)) {
                        mail(g, new Random(1), 1, 420);
                    }
                    break;
                case NUMBERS:
                    numbers(out, new Random(7));
                    break;
                case TEXT_CJK:
                    cjk(out, CJK, new Random(8));
                    break;
                case TEXT_KOREAN:
                    cjk(out, KOREAN, new Random(10));
                    break;
                case GEO_FLOATS:
                    geo(out, new Random(9));
                    break;
                default:
                    throw new IllegalArgumentException(payload.name());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static void searchResponse(ByteArrayOutputStream out, int hits, int bodyChars, Random r) throws IOException {
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject();
            g.writeNumberField("took", 3 + r.nextInt(40));
            g.writeBooleanField("timed_out", false);
            g.writeObjectFieldStart("_shards");
            g.writeNumberField("total", 5);
            g.writeNumberField("successful", 5);
            g.writeNumberField("skipped", 0);
            g.writeNumberField("failed", 0);
            g.writeEndObject();
            g.writeObjectFieldStart("hits");
            g.writeObjectFieldStart("total");
            g.writeNumberField("value", hits * 7 + 3);
            g.writeStringField("relation", "eq");
            g.writeEndObject();
            g.writeNullField("max_score");
            g.writeArrayFieldStart("hits");
            for (int i = 0; i < hits; i++) {
                long uid = 1000 + i * 3L + r.nextInt(3);
                int mailbox = 1 + r.nextInt(8);
                long date = EPOCH_2026 + 86_400L * 300 - i * 3_571L;
                g.writeStartObject();
                g.writeStringField("_index", "mailbox_v1");
                g.writeStringField("_id", "mbx-" + mailbox + ":" + uid);
                g.writeNullField("_score");
                g.writeStringField("_routing", "mbx-" + mailbox);
                g.writeFieldName("_source");
                mail(g, r, uid, bodyChars);
                g.writeArrayFieldStart("sort");
                g.writeNumber(date * 1000);
                g.writeNumber(uid);
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
            g.writeObjectFieldStart("aggregations");
            g.writeObjectFieldStart("sterms#mailboxes");
            g.writeNumberField("doc_count_error_upper_bound", 0);
            g.writeNumberField("sum_other_doc_count", 0);
            g.writeArrayFieldStart("buckets");
            for (int m = 1; m <= 8; m++) {
                g.writeStartObject();
                g.writeStringField("key", "mbx-" + m);
                g.writeNumberField("doc_count", hits - m * 2 + 17);
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
            g.writeEndObject();
            g.writeEndObject();
        }
    }

    private static void bulk(ByteArrayOutputStream out, int docs, Random r) throws IOException {
        for (int i = 0; i < docs; i++) {
            long uid = 5000 + i;
            int mailbox = 1 + r.nextInt(8);
            try (JsonGenerator g = JSON.createGenerator(out)) {
                g.writeStartObject();
                g.writeObjectFieldStart("index");
                g.writeStringField("_index", "mailbox_v1");
                g.writeStringField("_id", "mbx-" + mailbox + ":" + uid);
                g.writeStringField("routing", "mbx-" + mailbox);
                g.writeEndObject();
                g.writeEndObject();
            }
            out.write('\n');
            try (JsonGenerator g = JSON.createGenerator(out)) {
                mail(g, r, uid, 600);
            }
            out.write('\n');
        }
    }

    /** A James-style indexed message: ids, flags, addresses, dates, a text body and attachment metadata. */
    private static void mail(JsonGenerator g, Random r, long uid, int bodyChars) throws IOException {
        int mailbox = 1 + r.nextInt(8);
        long date = EPOCH_2026 + r.nextInt(86_400 * 300);
        g.writeStartObject();
        g.writeStringField("messageId", hex(r, 16));
        g.writeStringField("threadId", hex(r, 16));
        g.writeStringField("mailboxId", "mbx-" + mailbox);
        g.writeNumberField("uid", uid);
        g.writeNumberField("modSeq", 100_000L + r.nextInt(900_000));
        g.writeNumberField("size", 1_000 + r.nextInt(90_000));
        g.writeStringField("date", Instant.ofEpochSecond(date).toString());
        g.writeStringField("sentDate", Instant.ofEpochSecond(date - r.nextInt(600)).toString());
        g.writeStringField("mimeMessageID", "<" + hex(r, 12) + "@mail.example.com>");
        g.writeStringField("subject", (r.nextBoolean() ? "Re: " : "") + sentence(r, 3 + r.nextInt(6)));
        g.writeArrayFieldStart("from");
        address(g, r);
        g.writeEndArray();
        g.writeArrayFieldStart("to");
        for (int i = 1 + r.nextInt(2); i > 0; i--) {
            address(g, r);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("cc");
        for (int i = r.nextInt(3); i > 0; i--) {
            address(g, r);
        }
        g.writeEndArray();
        boolean attachment = r.nextInt(4) == 0;
        g.writeBooleanField("hasAttachment", attachment);
        g.writeBooleanField("isAnswered", r.nextBoolean());
        g.writeBooleanField("isDeleted", false);
        g.writeBooleanField("isDraft", r.nextInt(10) == 0);
        g.writeBooleanField("isFlagged", r.nextInt(5) == 0);
        g.writeBooleanField("isRecent", r.nextBoolean());
        g.writeBooleanField("isUnread", r.nextBoolean());
        g.writeArrayFieldStart("userFlags");
        for (int i = r.nextInt(3); i > 0; i--) {
            g.writeString("$label" + r.nextInt(9));
        }
        g.writeEndArray();
        g.writeStringField("mediaType", "text");
        g.writeStringField("subtype", "plain");
        StringBuilder body = new StringBuilder(bodyChars + 20);
        while (body.length() < bodyChars) {
            body.append(sentence(r, 6 + r.nextInt(10))).append(r.nextInt(6) == 0 ? ".\n\n" : ". ");
        }
        g.writeStringField("textBody", body.toString());
        g.writeArrayFieldStart("attachments");
        if (attachment) {
            g.writeStartObject();
            g.writeStringField("fileName", WORDS[r.nextInt(WORDS.length)] + ".pdf");
            g.writeStringField("mediaType", "application/pdf");
            g.writeNumberField("size", 10_000 + r.nextInt(2_000_000));
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void address(JsonGenerator g, Random r) throws IOException {
        String name = NAMES[r.nextInt(NAMES.length)];
        g.writeStartObject();
        g.writeStringField("name", name);
        g.writeStringField("address", name.toLowerCase(java.util.Locale.ROOT).replace(' ', '.')
                .replace('é', 'e').replace('ç', 'c').replace('É', 'e') + "@example.com");
        g.writeEndObject();
    }

    private static void numbers(ByteArrayOutputStream out, Random r) throws IOException {
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject();
            g.writeStringField("host", "node-1");
            g.writeArrayFieldStart("samples");
            for (int i = 0; i < 400; i++) {
                g.writeStartObject();
                g.writeNumberField("ts", 1_767_225_600_000L + i * 10_000L);
                g.writeNumberField("cpu", BigDecimal.valueOf(r.nextInt(10_000), 4));
                g.writeArrayFieldStart("load");
                for (int k = 0; k < 3; k++) {
                    g.writeNumber(BigDecimal.valueOf(r.nextInt(800), 2));
                }
                g.writeEndArray();
                g.writeNumberField("heap", 100_000_000L + r.nextInt(1_000_000_000));
                g.writeNumberField("temp", BigDecimal.valueOf(r.nextInt(2000) - 1000, 1));
                // Adjusted exponent below -6: BigDecimal prints it in E notation, as many encoders do.
                g.writeNumberField("rate", BigDecimal.valueOf(1 + r.nextInt(9999), 4 + 7));
                g.writeNumberField("count", r.nextInt(1_000_000) - 500);
                g.writeNumberField("bytes", (long) r.nextInt(Integer.MAX_VALUE) * 1024L);
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
    }

    /** A GeoJSON FeatureCollection of small polygons: longitude and latitude with six or seven decimals. */
    private static void geo(ByteArrayOutputStream out, Random r) throws IOException {
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject();
            g.writeStringField("type", "FeatureCollection");
            g.writeArrayFieldStart("features");
            for (int f = 0; f < 60; f++) {
                g.writeStartObject();
                g.writeStringField("type", "Feature");
                g.writeObjectFieldStart("properties");
                g.writeStringField("name", "parcel-" + f);
                g.writeEndObject();
                g.writeObjectFieldStart("geometry");
                g.writeStringField("type", "Polygon");
                g.writeArrayFieldStart("coordinates");
                g.writeStartArray();
                long lon = 2_300_000 + r.nextInt(100_000);
                long lat = 48_800_000 + r.nextInt(100_000);
                for (int k = 0; k < 40; k++) {
                    g.writeStartArray();
                    g.writeNumber(BigDecimal.valueOf(lon + r.nextInt(20_000) - 10_000, 6 + (k % 2)));
                    g.writeNumber(BigDecimal.valueOf(lat + r.nextInt(20_000) - 10_000, 6 + (k % 2)));
                    g.writeEndArray();
                }
                g.writeEndArray();
                g.writeEndArray();
                g.writeEndObject();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
    }

    private static void cjk(ByteArrayOutputStream out, String[] words, Random r) throws IOException {
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject();
            g.writeArrayFieldStart("items");
            for (int i = 0; i < 60; i++) {
                g.writeStartObject();
                g.writeNumberField("id", i + 1);
                g.writeStringField("title", cjkText(words, r, 4) + " " + EMOJI[r.nextInt(EMOJI.length)]);
                StringBuilder body = new StringBuilder();
                while (body.length() < 240) {
                    body.append(cjkText(words, r, 3));
                    int k = r.nextInt(8);
                    body.append(k == 0 ? EMOJI[r.nextInt(EMOJI.length)] : k == 1 ? "\n" : k == 2 ? "\"引用\"" : "。");
                }
                g.writeStringField("body", body.toString());
                g.writeArrayFieldStart("tags");
                g.writeString(words[r.nextInt(words.length)]);
                g.writeString(EMOJI[r.nextInt(EMOJI.length)]);
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
    }

    private static String cjkText(String[] words, Random r, int parts) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < parts; i++) {
            s.append(words[r.nextInt(words.length)]);
        }
        return s.toString();
    }

    private static String sentence(Random r, int words) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < words; i++) {
            if (i > 0) {
                s.append(' ');
            }
            s.append(WORDS[r.nextInt(WORDS.length)]);
        }
        s.setCharAt(0, Character.toUpperCase(s.charAt(0)));
        return s.toString();
    }

    private static String hex(Random r, int bytes) {
        StringBuilder s = new StringBuilder(bytes * 2);
        for (int i = 0; i < bytes; i++) {
            s.append(Character.forDigit(r.nextInt(16), 16)).append(Character.forDigit(r.nextInt(16), 16));
        }
        return s.toString();
    }
}
