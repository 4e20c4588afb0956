package org.jsonpjackson.json.jackson3.internal.stream;

import org.jsonpjackson.json.internal.stream.NumberText;
import tools.jackson.core.SerializableString;

/** {@link NumberText} as Jackson 3 takes it: the methods are all {@code NumberText}'s. */
final class Jackson3NumberText extends NumberText implements SerializableString {
}
