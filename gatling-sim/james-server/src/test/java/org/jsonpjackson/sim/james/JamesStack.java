package org.jsonpjackson.sim.james;

import java.net.URI;
import java.nio.file.Path;

/**
 * What every James of a comparison runs on, started once: the JDK it runs on, its working folder (the
 * {@code conf/} written once, the same for both modes), its ports, the accounts and their feeder, and the
 * OpenSearch node its index lives in (PostgreSQL's port is in the configuration), and the cores James runs on.
 */
record JamesStack(Path jdk, Path dir, JamesConf.Ports ports, JamesAccounts accounts, URI opensearch, CorePinning pinning) {
}
