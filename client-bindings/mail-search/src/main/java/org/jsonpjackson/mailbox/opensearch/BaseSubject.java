package org.jsonpjackson.mailbox.opensearch;

import java.util.regex.Pattern;

/**
 * The base subject of RFC 5256 section 2.1: the subject without the "Re:", "Fwd:", "[list]" and "(fwd)"
 * that replies and forwards add, so that a thread's messages sort together. Matching is case-insensitive, as
 * ABNF strings are; the subject has had its encoded words decoded already.
 */
final class BaseSubject {

    private static final Pattern WHITESPACE = Pattern.compile("[ \\t\\r\\n]+");

    private BaseSubject() {
    }

    static String of(String subject) {
        // (1) tabs and line breaks become spaces, runs of spaces one space
        String s = WHITESPACE.matcher(subject).replaceAll(" ");
        while (true) {
            s = withoutTrailers(s);
            // (3), (4) and (5): leaders, then a leading blob that leaves something, until neither is there
            boolean changed;
            do {
                changed = false;
                int leader = leader(s);
                if (leader > 0) {
                    s = s.substring(leader);
                    changed = true;
                }
                int blob = blob(s, 0);
                if (blob > 0 && blob < s.length()) {
                    s = s.substring(blob);
                    changed = true;
                }
            } while (changed);
            // (6) "[fwd: ...]" wraps a forwarded subject: unwrap it and start again from (2)
            if (s.regionMatches(true, 0, "[fwd:", 0, 5) && s.endsWith("]")) {
                s = s.substring(5, s.length() - 1);
                continue;
            }
            return s;
        }
    }

    /** (2) subj-trailer = "(fwd)" / WSP, removed from the end as long as there is one. */
    private static String withoutTrailers(String s) {
        int end = s.length();
        while (true) {
            if (end > 0 && s.charAt(end - 1) == ' ') {
                end--;
            } else if (end >= 5 && s.regionMatches(true, end - 5, "(fwd)", 0, 5)) {
                end -= 5;
            } else {
                return s.substring(0, end);
            }
        }
    }

    /** The length of a subj-leader at the start: *subj-blob subj-refwd, or one WSP; 0 without one. */
    private static int leader(String s) {
        int i = 0;
        for (int blob = blob(s, i); blob > 0; blob = blob(s, i)) {
            i += blob;
        }
        int refwd = refwd(s, i);
        if (refwd > 0) {
            return i + refwd;
        }
        return !s.isEmpty() && s.charAt(0) == ' ' ? 1 : 0;
    }

    /** subj-refwd = ("re" / ("fw" ["d"])) *WSP [subj-blob] ":" at {@code from}: its length, or 0. */
    private static int refwd(String s, int from) {
        int i = from;
        if (s.regionMatches(true, i, "re", 0, 2)) {
            i += 2;
        } else if (s.regionMatches(true, i, "fw", 0, 2)) {
            i += 2;
            if (i < s.length() && Character.toLowerCase(s.charAt(i)) == 'd') {
                i++;
            }
        } else {
            return 0;
        }
        while (i < s.length() && s.charAt(i) == ' ') {
            i++;
        }
        i += blob(s, i);
        return i < s.length() && s.charAt(i) == ':' ? i + 1 - from : 0;
    }

    /** subj-blob = "[" *BLOBCHAR "]" *WSP at {@code from}, BLOBCHAR being anything but brackets: its length, or 0. */
    private static int blob(String s, int from) {
        if (from >= s.length() || s.charAt(from) != '[') {
            return 0;
        }
        int i = from + 1;
        while (i < s.length() && s.charAt(i) != '[' && s.charAt(i) != ']') {
            i++;
        }
        if (i >= s.length() || s.charAt(i) != ']') {
            return 0;
        }
        i++;
        while (i < s.length() && s.charAt(i) == ' ') {
            i++;
        }
        return i - from;
    }
}
