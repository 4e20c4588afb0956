package org.jsonpjackson.json;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Exempts one element from the build's forbidden-API rules; each use says why in {@link #reason()}. */
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.METHOD, ElementType.TYPE})
@interface SuppressForbidden {
    String reason();
}
