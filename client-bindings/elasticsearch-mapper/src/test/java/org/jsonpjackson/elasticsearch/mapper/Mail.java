package org.jsonpjackson.elasticsearch.mapper;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.Refresh;
import co.elastic.clients.elasticsearch.core.BulkResponse;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.transport.rest_client.RestClientTransport;
import org.apache.http.HttpHost;
import org.elasticsearch.client.RestClient;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** The test documents: mails with keywords, numbers, dates and nested comments, made at random from a seed. */
record Mail(String id, String subject, List<String> tags, int size, double spam, Instant received, List<Comment> comments) {

    record Comment(String author, String text, int likes) {
    }

    static final List<String> TAGS = List.of("inbox", "work", "family", "travel", "bills", "news");
    private static final List<String> WORDS = List.of("hello", "meeting", "invoice", "trip", "photos", "report",
            "lunch", "ticket", "été", "日本", "\"quoted\"", "tab\tseparated");
    private static final List<String> AUTHORS = List.of("ann", "bob", "chloé", "dmitri");

    static List<Mail> random(long seed, int count) {
        Random random = new Random(seed);
        List<Mail> mails = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            List<String> tags = new ArrayList<>();
            for (int t = random.nextInt(3); t >= 0; t--) {
                String tag = TAGS.get(random.nextInt(TAGS.size()));
                if (!tags.contains(tag)) {
                    tags.add(tag);
                }
            }
            List<Comment> comments = new ArrayList<>();
            for (int c = random.nextInt(3); c > 0; c--) {
                comments.add(new Comment(AUTHORS.get(random.nextInt(AUTHORS.size())), words(random, 3), random.nextInt(50)));
            }
            // millisecond instants: what an Elasticsearch date keeps
            Instant received = Instant.ofEpochMilli(1_700_000_000_000L + (long) random.nextInt(400_000_000) * 1000
                    + random.nextInt(1000));
            mails.add(new Mail("m" + i, words(random, 1 + random.nextInt(5)), tags, random.nextInt(100_000),
                    Math.round(random.nextDouble() * 1000) / 1000.0, received, comments));
        }
        return mails;
    }

    private static String words(Random random, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append(i == 0 ? "" : " ").append(WORDS.get(random.nextInt(WORDS.size())));
        }
        return text.toString();
    }

    /** elasticsearch-java's own transport, RestClientTransport (8.19's), with {@code mapper}. */
    static ElasticsearchClient client(URI node, JsonpMapper mapper) {
        RestClient rest = RestClient.builder(new HttpHost(node.getHost(), node.getPort(), node.getScheme())).build();
        return new ElasticsearchClient(new RestClientTransport(rest, mapper));
    }

    /** Creates {@code index} with the mails' mapping and bulk-indexes them, refreshed. */
    static void index(ElasticsearchClient client, String index, List<Mail> mails) {
        try {
            client.indices().create(c -> c.index(index)
                    .settings(s -> s.numberOfShards("2").numberOfReplicas("0"))
                    .mappings(m -> m
                            .properties("id", p -> p.keyword(k -> k))
                            .properties("subject", p -> p.text(t -> t))
                            .properties("tags", p -> p.keyword(k -> k))
                            .properties("size", p -> p.integer(n -> n))
                            .properties("spam", p -> p.double_(n -> n))
                            .properties("received", p -> p.date(d -> d))
                            .properties("comments", p -> p.nested(n -> n
                                    .properties("author", a -> a.keyword(k -> k))
                                    .properties("text", a -> a.text(t -> t))
                                    .properties("likes", a -> a.integer(k -> k))))));
            BulkResponse bulk = client.bulk(b -> {
                b.index(index).refresh(Refresh.True);
                for (Mail mail : mails) {
                    b.operations(o -> o.index(i -> i.id(mail.id()).document(mail)));
                }
                return b;
            });
            if (bulk.errors()) {
                throw new IllegalStateException("bulk failed: " + bulk.items().stream()
                        .filter(item -> item.error() != null).findFirst().orElseThrow().error());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
