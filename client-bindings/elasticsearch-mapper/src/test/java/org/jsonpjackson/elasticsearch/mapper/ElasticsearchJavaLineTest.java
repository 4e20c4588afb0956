package org.jsonpjackson.elasticsearch.mapper;

import org.jsonpjackson.mapper.internal.elasticsearch.ElasticsearchJavaLine;

/** {@link ElasticsearchJavaLine} in this module's runs. */
class ElasticsearchJavaLineTest extends ElasticsearchJavaLine {
}
