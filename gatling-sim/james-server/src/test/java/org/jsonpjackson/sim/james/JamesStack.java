package org.jsonpjackson.sim.james;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;

/**
 * What every James of a comparison runs on, started once: the JDK it runs on, its working folder (the
 * {@code conf/} written once, the same for both modes), its ports, the accounts and their feeder, and the
 * OpenSearch node its index lives in (PostgreSQL's port is in the configuration), the cores James runs on, and the
 * IMAP load's accounts (large inboxes) with each one's mix of searches.
 */
record JamesStack(Path jdk, Path dir, JamesConf.Ports ports, JamesAccounts accounts, URI opensearch, CorePinning pinning,
                  JamesAccounts imapAccounts, List<ImapLoad.Target> imapTargets) {
}
