package org.jsonpjackson.json.jackson2.internal.stream;

import com.fasterxml.jackson.core.SerializableString;
import org.jsonpjackson.json.internal.stream.NumberText;

/** {@link NumberText} as Jackson 2 takes it: the methods are all {@code NumberText}'s. */
final class JacksonNumberText extends NumberText implements SerializableString {
}
