package org.jsonpjackson.mapper.internal;

/**
 * An application's document, as databind reads it: public, with public fields. {@link Lifetimes} loads copies of
 * it in class loaders of their own, the way an application server loads an application's classes.
 */
public class Document {

    /** A JSON text of a document, for the tests to read. */
    public static final String JSON = "{\"subject\":\"hello\",\"size\":42}";

    public String subject;
    public int size;
}
