/**
 * Apache James 3.9's OpenSearch client on this project's stack (Reactor Netty transport, json-jackson mapper and
 * provider), and the Guice module that installs it in a James server.
 */
package org.jsonpjackson.james;
