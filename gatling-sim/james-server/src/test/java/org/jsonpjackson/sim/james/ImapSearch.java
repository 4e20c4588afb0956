package org.jsonpjackson.sim.james;

import org.eclipse.angus.mail.iap.Argument;
import org.jsonpjackson.mailbox.message.MailMessage;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * One IMAP {@code UID SEARCH} of a seeded sample: the account it runs in ({@code INBOX}), a label of its kind, its
 * search keys, and, where its meaning on James' semantics is exact, which corpus messages it must find.
 *
 * @param account the account's index in its {@link JamesAccounts}
 * @param kind    {@code text}, {@code subject}, {@code from}, {@code since+text}, {@code or}, {@code common},
 *                {@code rare}, with the words' script ({@code /latin}, {@code /hangul}, {@code /han}, ...)
 * @param keys    the keys, in order; at most one string outside ASCII (James 3.9 waits forever on a command's second
 *                literal). Under load James 3.9 also leaves some {@code OR} searches with a literal unanswered, in
 *                both modes alike, whichever side of the {@code OR} the literal is on ({@code OR SUBJECT <literal>
 *                BEFORE d}: 7 of 600 at 20 searches a second; {@code OR BEFORE d SUBJECT <literal>}: 1 to 3 of 300
 *                to 600 at 10 and 20 a second, 2026-12-01); no other search of the mix ever went unanswered
 * @param exact   the messages the search must return, where that is exact on James' semantics; empty where it is
 *                not ({@code FROM} matches a whole domain, CJK ideographs are matched one by one)
 */
record ImapSearch(int account, String kind, List<Key> keys, Optional<Predicate<MailMessage>> exact) {

    ImapSearch {
        keys = List.copyOf(keys);
        if (keys.stream().filter(Key::nonAscii).count() > 1) {
            throw new IllegalArgumentException("James 3.9 answers only a command's first literal: " + keys);
        }
    }

    /** A search key: an atom ({@code SUBJECT}, {@code 1-Feb-2025}), or a string, which may need a literal. */
    record Key(String text, boolean string) {

        static Key atom(String text) {
            return new Key(text, false);
        }

        static Key string(String text) {
            return new Key(text, true);
        }

        boolean nonAscii() {
            return string && !text.chars().allMatch(c -> c < 0x80);
        }
    }

    /** The command's arguments, {@code CHARSET UTF-8} first when a string is outside ASCII. */
    Argument argument() {
        Argument args = new Argument();
        if (keys.stream().anyMatch(Key::nonAscii)) {
            args.writeAtom("CHARSET");
            args.writeAtom("UTF-8");
        }
        for (Key key : keys) {
            if (key.string()) {
                args.writeString(key.text(), StandardCharsets.UTF_8);
            } else {
                args.writeAtom(key.text());
            }
        }
        return args;
    }

    /** The command as a person would type it, for messages (literals shown as quoted strings). */
    @Override
    public String toString() {
        return "account " + account + ", " + kind + ": UID SEARCH " + (keys.stream().anyMatch(Key::nonAscii) ? "CHARSET UTF-8 " : "")
                + keys.stream().map(k -> k.string() ? "\"" + k.text() + "\"" : k.text()).collect(Collectors.joining(" "));
    }
}
