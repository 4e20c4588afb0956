package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.message.MailAddress;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** RFC 5256 section 2.1, step by step, and RFC 8621's address sort value. */
class BaseSubjectTest {

    @ParameterizedTest(name = "[{0}] -> [{1}]")
    @CsvSource(delimiter = '|', ignoreLeadingAndTrailingWhitespace = false, value = {
            "hello|hello",
            "Re: hello|hello",
            "RE: Re: re:hello|hello",
            "Fwd: hello|hello",
            "FW: hello|hello",
            "fw:hello|hello",
            "Fwd : hello|hello",
            "Re [list]: hello|hello",
            "[list] Re: hello|hello",
            "Re: [list] hello|hello",
            "[a][b] RE: [c] hello|hello",
            "hello (fwd)|hello",
            "hello (FWD) (fwd)  |hello",
            "[Fwd: hello]|hello",
            "[Fwd: Re: hello] (fwd)|hello",
            "[list]|[list]",
            "Re:|''",
            "Re: Re:|''",
            "  hello  \t world |hello world",
            "Reply to this|Reply to this",
            "Refund: due|Refund: due",
            "Re: Fwd: [x] Re: hello [y]|hello [y]"})
    void baseSubject(String subject, String base) {
        assertThat(BaseSubject.of(subject.replace("\\t", "\t"))).isEqualTo(base.equals("''") ? "" : base);
    }

    @Test
    void addressSortValueIsTheFirstNameOrElseItsAddress() {
        assertThat(SortKeys.firstAddress(List.of(MailAddress.of("Zed", "a@x.test"), MailAddress.of("Adam", "b@x.test"))))
                .isEqualTo("Zed");
        assertThat(SortKeys.firstAddress(List.of(MailAddress.of("", "c@x.test")))).isEqualTo("c@x.test");
        assertThat(SortKeys.firstAddress(List.of(MailAddress.of("d@x.test")))).isEqualTo("d@x.test");
        assertThat(SortKeys.firstAddress(List.of())).isEmpty();
        assertThat(SortKeys.subject(null)).isEmpty();
        assertThat(SortKeys.subject("x".repeat(300))).hasSize(SortKeys.MAX_LENGTH);
    }
}
