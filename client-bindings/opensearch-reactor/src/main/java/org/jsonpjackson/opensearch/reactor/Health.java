package org.jsonpjackson.opensearch.reactor;

/**
 * The cluster's state, as a mail server's health check reports it.
 *
 * @since 0.1.0
 */
public enum Health {
    /** Green: every shard is allocated. */
    HEALTHY,
    /** Yellow: searches work, but some replicas are missing. */
    DEGRADED,
    /** Red, or the cluster could not be reached. */
    UNHEALTHY
}
