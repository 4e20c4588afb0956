package org.jsonpjackson.bench.lookup;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Exempts a method from the build's forbidden-API rules (the root pom suppresses {@code **.SuppressForbidden}).
 * Here only the benchmarks that measure the per-call look-up on purpose use it.
 */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
@interface SuppressForbidden {
    String reason();
}
