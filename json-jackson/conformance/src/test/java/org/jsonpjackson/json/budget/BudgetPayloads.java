package org.jsonpjackson.json.budget;

import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * The fixed payloads the allocation budgets are written for, made from a fixed seed so that they are the same bytes on
 * every run: a budget is only comparable on the input it was measured on.
 */
final class BudgetPayloads {

    private static final long SEED = 20261127L;
    private static final String[] WORDS = {"invoice", "meeting", "release", "quarterly", "report", "lunch", "deploy",
        "search", "cluster", "mailbox", "attachment", "review", "budget", "holiday", "schedule"};

    private BudgetPayloads() {
    }

    /** An OpenSearch search response with 30 mail hits and a terms aggregation, ASCII as most responses are. */
    static byte[] searchResponse() {
        Random random = new Random(SEED);
        StringBuilder b = new StringBuilder(48_000);
        b.append("{\"took\":12,\"timed_out\":false,\"_shards\":{\"total\":5,\"successful\":5,\"skipped\":0,\"failed\":0},");
        b.append("\"hits\":{\"total\":{\"value\":1234,\"relation\":\"eq\"},\"max_score\":3.2187421,\"hits\":[");
        for (int i = 0; i < 30; i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append("{\"_index\":\"mailbox_v2\",\"_id\":\"").append(random.nextInt(1_000_000))
                    .append("\",\"_score\":").append(1 + random.nextInt(2_000_000) / 1_000_000.0)
                    .append(",\"_routing\":\"").append(random.nextInt(100)).append("\",\"_source\":{")
                    .append("\"messageId\":\"").append(random.nextInt(1_000_000)).append("\",")
                    .append("\"mailboxId\":\"").append(random.nextInt(100)).append("\",")
                    .append("\"uid\":").append(random.nextInt(100_000)).append(',')
                    .append("\"modSeq\":").append(random.nextLong() >>> 20).append(',')
                    .append("\"size\":").append(random.nextInt(2_000_000)).append(',')
                    .append("\"date\":\"2026-11-").append(10 + random.nextInt(18)).append("T0")
                    .append(random.nextInt(10)).append(":1").append(random.nextInt(10)).append(":00Z\",")
                    .append("\"isAnswered\":").append(random.nextBoolean()).append(',')
                    .append("\"isFlagged\":").append(random.nextBoolean()).append(',')
                    .append("\"userFlags\":[],")
                    .append("\"from\":[{\"name\":\"").append(words(random, 2)).append("\",\"address\":\"")
                    .append(WORDS[random.nextInt(WORDS.length)]).append("@example.com\"}],")
                    .append("\"subject\":\"").append(words(random, 6)).append("\",")
                    .append("\"textBody\":\"").append(words(random, 60)).append("\\nRegards\"}}");
        }
        b.append("]},\"aggregations\":{\"by_mailbox\":{\"doc_count_error_upper_bound\":0,\"sum_other_doc_count\":0,"
                + "\"buckets\":[");
        for (int i = 0; i < 10; i++) {
            b.append(i == 0 ? "" : ",").append("{\"key\":\"").append(i).append("\",\"doc_count\":")
                    .append(random.nextInt(500)).append('}');
        }
        b.append("]}}}");
        return b.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Text-heavy documents in Japanese, Chinese and Korean, with emoji and escapes. */
    static byte[] cjkText() {
        Random random = new Random(SEED + 1);
        String[] runs = {"検索エンジンの性能を測定する", "邮件服务器的全文检索", "메일 서버의 검색 성능", "東京の会議は午後三時から",
            "请查看附件中的季度报告", "안녕하세요 반갑습니다", "\uD83D\uDCE7\uD83D\uDE80", "\\\"引用\\\"", "\\u4E2D\\u6587"};
        StringBuilder b = new StringBuilder(40_000).append('[');
        for (int i = 0; i < 40; i++) {
            b.append(i == 0 ? "" : ",").append("{\"id\":").append(i).append(",\"lang\":\"")
                    .append(new String[] {"ja", "zh", "ko"}[i % 3]).append("\",\"title\":\"");
            for (int w = 0; w < 3; w++) {
                b.append(runs[random.nextInt(runs.length)]);
            }
            b.append("\",\"body\":\"");
            for (int w = 0; w < 25; w++) {
                b.append(runs[random.nextInt(runs.length)]).append(w % 5 == 4 ? "\\n" : "、");
            }
            b.append("\"}");
        }
        return b.append(']').toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Metrics: longs, negative and fractional decimals, exponents. */
    static byte[] numbers() {
        Random random = new Random(SEED + 2);
        StringBuilder b = new StringBuilder(40_000).append("{\"series\":[");
        for (int i = 0; i < 200; i++) {
            b.append(i == 0 ? "" : ",").append("{\"t\":").append(1_764_000_000_000L + i * 1000L)
                    .append(",\"count\":").append(random.nextInt(100_000))
                    .append(",\"mean\":").append(random.nextInt(100_000) / 1000.0)
                    .append(",\"delta\":-").append(random.nextInt(1_000_000) / 10_000.0)
                    .append(",\"rate\":").append(random.nextInt(1000)).append(".").append(random.nextInt(1000))
                    .append("e-").append(1 + random.nextInt(9)).append('}');
        }
        return b.append("]}").toString().getBytes(StandardCharsets.UTF_8);
    }

    private static String words(Random random, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            b.append(i == 0 ? "" : " ").append(WORDS[random.nextInt(WORDS.length)]);
        }
        return b.toString();
    }
}
