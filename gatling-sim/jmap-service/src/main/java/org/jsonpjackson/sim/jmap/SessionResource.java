package org.jsonpjackson.sim.jmap;

import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.sim.auth.Account;
import org.jsonpjackson.sim.auth.Principal;

import java.io.ByteArrayOutputStream;

/**
 * The JMAP Session resource (RFC 8620 section 2) for one principal: the capabilities and limits of this
 * service, the accounts the principal may read, and the URLs to use. Uploads, downloads and push are not
 * served; their URL templates are given because the RFC requires them, and answer 404.
 */
final class SessionResource {

    /** This service has no changes to report, so its state is constant, as in every response. */
    static final String STATE = "0";

    private SessionResource() {
    }

    /** @param base the scheme and authority clients reach this service at, such as {@code http://host:8025} */
    static byte[] write(JsonCodec codec, Principal principal, String base, int maxSizeRequest) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(1024);
        try (JsonGenerator out = codec.generator(bytes)) {
            out.writeStartObject().writeStartObject("capabilities");
            out.writeStartObject(RequestReader.CORE)
                    .write("maxSizeUpload", 0)
                    .write("maxConcurrentUpload", 1)
                    .write("maxSizeRequest", maxSizeRequest)
                    .write("maxConcurrentRequests", 1024)
                    .write("maxCallsInRequest", RequestReader.MAX_CALLS)
                    .write("maxObjectsInGet", 0)
                    .write("maxObjectsInSet", 0)
                    .writeStartArray("collationAlgorithms").write("i;unicode-casemap").writeEnd()
                    .writeEnd();
            out.writeStartObject(RequestReader.MAIL).writeEnd();
            out.writeEnd();

            out.writeStartObject("accounts");
            for (Account account : principal.accounts().values()) {
                out.writeStartObject(account.id())
                        .write("name", account.owner())
                        .write("isPersonal", true)
                        .write("isReadOnly", true)
                        .writeStartObject("accountCapabilities")
                        .writeStartObject(RequestReader.MAIL)
                        .writeNull("maxMailboxesPerEmail")
                        .writeNull("maxMailboxDepth")
                        .write("maxSizeMailboxName", 255)
                        .write("maxSizeAttachmentsPerEmail", 0)
                        .writeStartArray("emailQuerySortOptions");
                for (String option : EmailQueryMethod.SORTABLE) {
                    out.write(option);
                }
                out.writeEnd()
                        .write("mayCreateTopLevelMailbox", false)
                        .writeEnd().writeEnd().writeEnd();
            }
            out.writeEnd();

            out.writeStartObject("primaryAccounts");
            principal.accounts().values().stream().findFirst()
                    .ifPresent(account -> out.write(RequestReader.MAIL, account.id()));
            out.writeEnd();

            out.write("username", principal.username())
                    .write("apiUrl", base + "/jmap")
                    .write("downloadUrl", base + "/download/{accountId}/{blobId}/{name}?accept={type}")
                    .write("uploadUrl", base + "/upload/{accountId}/")
                    .write("eventSourceUrl", base + "/eventsource/?types={types}&closeafter={closeafter}&ping={ping}")
                    .write("state", STATE)
                    .writeEnd();
        }
        return bytes.toByteArray();
    }
}
