package org.jsonpjackson.sim.baseline;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Lets the build's forbidden-apis rule through where reproducing a JSON-P look-up is the point. */
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.METHOD, ElementType.TYPE})
@interface SuppressForbidden {
    String reason();
}
