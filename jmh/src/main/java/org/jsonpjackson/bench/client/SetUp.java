package org.jsonpjackson.bench.client;

import java.util.Locale;

/**
 * The client set-ups compared, each run in a JVM of its own with the class path its users have
 * ({@link ClassPaths}); the client JVM reports what it really got and the end-to-end test checks it against
 * the claims here.
 */
enum SetUp {
    /** Apache James 3.9: opensearch-java 2.25.0, RestClientTransport (opensearch-rest-client 2.19.2), JacksonJsonpMapper, Parsson. */
    STOCK("stock", "stock, as Apache James 3.9 runs it", "2.25.0", false, true,
            "org.opensearch.client.transport.rest_client.RestClientTransport",
            "org.opensearch.client.json.jackson.JacksonJsonpMapper"),
    /** opensearch-java 3.9.0's default: ApacheHttpClient5Transport, JacksonJsonpMapper, Parsson. */
    OSJ39_DEFAULT("osj39", "opensearch-java 3.9.0 default", "3.9.0", false, false,
            "org.opensearch.client.transport.httpclient5.ApacheHttpClient5Transport",
            "org.opensearch.client.json.jackson.JacksonJsonpMapper"),
    /** opensearch-java 3.9.0's ApacheHttpClient5Transport on our mapper and provider, no Parsson. */
    OSJ39_OUR_MAPPER("osj39-our-mapper", "opensearch-java 3.9.0 transport, our mapper", "3.9.0", true, false,
            "org.opensearch.client.transport.httpclient5.ApacheHttpClient5Transport",
            "org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper"),
    /** Ours: ReactorNettyTransport, OpenSearchJacksonMapper, json-jackson, no Parsson. */
    OURS("ours", "ours", "3.9.0", true, false,
            "org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport",
            "org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper"),
    /** Ours with metrics on: the same, recording every call in a Micrometer registry (a SimpleMeterRegistry). */
    OURS_METRICS("ours-metrics", "ours, metrics on", "3.9.0", true, false,
            "org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport",
            "org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper"),
    /**
     * Ours with metrics and traces on: the same registry, and an ObservationRegistry whose handlers make every call a
     * span through micrometer-tracing's OpenTelemetry bridge, batched by the OpenTelemetry SDK to an exporter that
     * drops them (what is measured is the client's side: making, ending and queuing the spans).
     */
    OURS_TRACING("ours-tracing", "ours, metrics and traces on", "3.9.0", true, false,
            "org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport",
            "org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper"),
    /** Ours on Jackson 3: ReactorNettyTransport, OpenSearchJackson3Mapper, json-jackson3, no Parsson. */
    OURS_JACKSON3("ours-j3", "ours, Jackson 3", "3.9.0", true, false,
            "org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport",
            "org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper"),
    /** opensearch-java 3.9.0's own Jackson 3 mapper with Parsson, on ApacheHttpClient5Transport. */
    OSJ39_JACKSON3_DEFAULT("osj39-j3", "opensearch-java 3.9.0 Jackson 3 mapper", "3.9.0", false, false,
            "org.opensearch.client.transport.httpclient5.ApacheHttpClient5Transport",
            "org.opensearch.client.json.jackson3.JacksonJsonpMapper");

    /** The name on the command line ({@code --setups}) and in the run folder. */
    final String key;
    final String label;
    final String opensearchJava;
    /** Our jars and no Parsson; otherwise none of our jars and Parsson. */
    final boolean ours;
    /** opensearch-rest-client 2.19.2 on the class path (RestClientTransport). */
    final boolean restClient;
    final String transportClass;
    final String mapperClass;

    SetUp(String key, String label, String opensearchJava, boolean ours, boolean restClient, String transportClass,
            String mapperClass) {
        this.key = key;
        this.label = label;
        this.opensearchJava = opensearchJava;
        this.ours = ours;
        this.restClient = restClient;
        this.transportClass = transportClass;
        this.mapperClass = mapperClass;
    }

    static SetUp byKey(String key) {
        for (SetUp s : values()) {
            if (s.key.equals(key.trim().toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        throw new IllegalArgumentException("No set-up " + key + "; the set-ups are stock, osj39, osj39-our-mapper, ours,"
                + " ours-metrics, ours-tracing, ours-j3, osj39-j3");
    }
}
