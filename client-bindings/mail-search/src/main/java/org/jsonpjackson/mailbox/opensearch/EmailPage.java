package org.jsonpjackson.mailbox.opensearch;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One page of emails.
 *
 * @param emails the emails, in the query's order
 * @param total  how many emails (or threads, when collapsed) match in all, when the query asked for it
 * @param next   where the next page starts, when this page was full and not collapsed by thread
 */
public record EmailPage(List<EmailRef> emails, OptionalLong total, Optional<Cursor> next) {

    public EmailPage {
        emails = List.copyOf(emails);
    }
}
