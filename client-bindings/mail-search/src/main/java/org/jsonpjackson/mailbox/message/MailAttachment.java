package org.jsonpjackson.mailbox.message;

import java.util.Locale;
import java.util.Objects;

/**
 * An attachment of a message.
 *
 * @param fileName    the file name, or {@code null}
 * @param mediaType   for example {@code application/pdf}
 * @param textContent the text extracted from it, or {@code null} when none could be
 * @since 0.1.0
 */
public record MailAttachment(String fileName, String mediaType, String textContent) {

    public MailAttachment {
        Objects.requireNonNull(mediaType, "mediaType");
    }

    /** The file name's extension, lower-cased, without the dot; {@code null} without one. */
    public String fileExtension() {
        if (fileName == null) {
            return null;
        }
        int dot = fileName.lastIndexOf('.');
        return dot < 0 || dot == fileName.length() - 1 ? null : fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
    }
}
