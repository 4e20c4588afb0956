package org.jsonpjackson.sim.james;

import org.eclipse.angus.mail.iap.Argument;
import org.eclipse.angus.mail.iap.BadCommandException;
import org.eclipse.angus.mail.iap.CommandFailedException;
import org.eclipse.angus.mail.iap.ConnectionException;
import org.eclipse.angus.mail.iap.ProtocolException;
import org.eclipse.angus.mail.iap.Response;
import org.eclipse.angus.mail.imap.protocol.BODY;
import org.eclipse.angus.mail.imap.protocol.FetchResponse;
import org.eclipse.angus.mail.imap.protocol.IMAPProtocol;
import org.eclipse.angus.mail.imap.protocol.IMAPResponse;
import org.eclipse.angus.mail.imap.protocol.UID;
import org.eclipse.angus.mail.util.MailLogger;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One IMAP connection to James, kept as a mail client keeps it: connected, logged in with {@code LOGIN} and
 * {@code INBOX} selected once, then searched again and again. The protocol is Eclipse Angus Mail's
 * ({@link IMAPProtocol}, the IMAP layer of Jakarta Mail's implementation), driven a command at a time, so that each
 * {@code UID SEARCH} is exactly the command {@link ImapSearch} describes, and its tagged response is checked here.
 *
 * <p>Two James 3.9 hangs shape how commands are written, and Angus already writes them so: a search key outside ASCII
 * goes as a literal with {@code CHARSET UTF-8}, and James advertises {@code LITERAL+}, so Angus sends it non-synchronising
 * ({@code {n+}}) in the same write as the rest of the command and its CRLF (James often hangs on a CRLF that arrives
 * in a packet of its own); {@link ImapSearch} holds at most one literal a command (James answers only a command's first
 * literal with its {@code +}). Every read has the session's time-out, so a hang is a failed search, never a stuck run.
 */
final class ImapSession implements AutoCloseable {

    private static final Pattern UID_TOKEN = Pattern.compile("[1-9][0-9]{0,9}");
    private static final Pattern MESSAGE_ID = Pattern.compile("(?im)^Message-ID:\\s*<?([^>\\s]+)>?");

    private final IMAPProtocol protocol;
    private final String user;

    private ImapSession(IMAPProtocol protocol, String user) {
        this.protocol = protocol;
        this.user = user;
    }

    /** Connects to {@code 127.0.0.1:port}, logs in and selects {@code INBOX}; every read waits at most {@code timeout}. */
    static ImapSession open(int port, String user, String password, Duration timeout) throws ImapFailure {
        Properties props = new Properties();
        props.setProperty("mail.imap.connectiontimeout", String.valueOf(timeout.toMillis()));
        props.setProperty("mail.imap.timeout", String.valueOf(timeout.toMillis()));
        IMAPProtocol protocol;
        try {
            protocol = new IMAPProtocol("imap", "127.0.0.1", port, props, false,
                    new MailLogger(ImapSession.class, "IMAP", false, System.out));
        } catch (IOException | ProtocolException e) {
            throw ImapFailure.of("connect to 127.0.0.1:" + port, e);
        }
        try {
            protocol.login(user, password);
            protocol.select("INBOX");
            return new ImapSession(protocol, user);
        } catch (ProtocolException e) {
            protocol.disconnect();
            throw ImapFailure.of("LOGIN and SELECT INBOX as " + user, e);
        }
    }

    String user() {
        return user;
    }

    /**
     * {@code UID SEARCH} with {@code search}'s keys: the UIDs of its untagged {@code SEARCH} responses, in the order
     * James gave them, once its tagged response is {@code OK}; anything else throws, saying what came back.
     */
    List<Long> uidSearch(ImapSearch search) throws ImapFailure {
        Response[] responses = protocol.command("UID SEARCH", search.argument());
        Response status = responses[responses.length - 1];
        try {
            protocol.handleResult(status);
        } catch (ProtocolException e) {
            throw ImapFailure.of(search.toString(), e);
        }
        List<Long> uids = new ArrayList<>();
        for (Response r : responses) {
            if (r instanceof IMAPResponse ir && ir.keyEquals("SEARCH")) {
                for (String token : ir.getRest().trim().split("\\s+")) {
                    if (token.isEmpty()) {
                        continue;
                    }
                    if (!UID_TOKEN.matcher(token).matches()) {
                        throw new ImapFailure(ImapFailure.Kind.UNPARSABLE, search + ": a SEARCH response that is not "
                                + "a list of UIDs: " + r);
                    }
                    uids.add(Long.parseLong(token));
                }
            }
        }
        return uids;
    }

    /**
     * The Message-ID of every message in {@code INBOX}, by UID ({@code UID FETCH 1:* (BODY.PEEK[HEADER.FIELDS
     * (MESSAGE-ID)])}): how a UID is matched to the corpus message it holds, without angle brackets.
     */
    Map<Long, String> messageIds() throws ImapFailure {
        Argument args = new Argument();
        args.writeAtom("1:*");
        args.writeAtom("(UID BODY.PEEK[HEADER.FIELDS (MESSAGE-ID)])");
        Response[] responses = protocol.command("UID FETCH", args);
        try {
            protocol.handleResult(responses[responses.length - 1]);
        } catch (ProtocolException e) {
            throw ImapFailure.of("UID FETCH 1:* Message-ID", e);
        }
        Map<Long, String> ids = new HashMap<>();
        for (Response r : responses) {
            if (r instanceof FetchResponse f) {
                UID uid = f.getItem(UID.class);
                BODY body = f.getItem(BODY.class);
                if (uid == null || body == null) {
                    continue;
                }
                Matcher m = MESSAGE_ID.matcher(new String(body.getByteArray().getNewBytes(), StandardCharsets.US_ASCII));
                if (m.find()) {
                    ids.put(uid.uid, m.group(1));
                }
            }
        }
        return ids;
    }

    /** {@code LOGOUT}, then the connection closed; a connection already lost is only closed. */
    @Override
    public void close() {
        try {
            protocol.logout();
        } catch (ProtocolException e) {
            // lost already, or James said BYE first: closing is all that is left
        } finally {
            protocol.disconnect();
        }
    }

    /** A command that did not end in {@code OK}, by what came back instead. */
    static final class ImapFailure extends Exception {

        enum Kind {
            /** A tagged {@code NO}: James refused the command. */
            NO,
            /** A tagged {@code BAD}: James did not understand it. */
            BAD,
            /** No answer within the session's time-out. */
            TIMEOUT,
            /** The connection was lost, or James said {@code BYE}. */
            CONNECTION_LOST,
            /** An {@code OK} whose {@code SEARCH} response was not a list of UIDs. */
            UNPARSABLE;

            String label() {
                return name().toLowerCase(Locale.ROOT).replace('_', ' ');
            }
        }

        private final Kind kind;

        ImapFailure(Kind kind, String message) {
            super(message);
            this.kind = kind;
        }

        private ImapFailure(Kind kind, String message, Throwable cause) {
            super(message, cause);
            this.kind = kind;
        }

        Kind kind() {
            return kind;
        }

        /** Whether the session is unusable after this failure, and must be opened again. */
        boolean lostSession() {
            return kind == Kind.TIMEOUT || kind == Kind.CONNECTION_LOST;
        }

        static ImapFailure of(String what, Exception e) {
            Kind kind = e instanceof BadCommandException ? Kind.BAD
                    : e instanceof CommandFailedException ? Kind.NO
                    : timedOut(e) ? Kind.TIMEOUT
                    : Kind.CONNECTION_LOST;
            return new ImapFailure(kind, what + ": " + kind.label() + " (" + e.getMessage() + ")", e);
        }

        /** Angus turns a read that timed out into a synthetic {@code BYE}; its cause says which it was. */
        private static boolean timedOut(Throwable e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof SocketTimeoutException || t instanceof InterruptedIOException) {
                    return true;
                }
                if (t instanceof ConnectionException c && c.getResponse() != null && c.getResponse().getException() != null
                        && timedOut(c.getResponse().getException())) {
                    return true;
                }
            }
            return false;
        }
    }
}
