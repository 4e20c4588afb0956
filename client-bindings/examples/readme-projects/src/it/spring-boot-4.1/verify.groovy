// A Spring Boot 4.1 user: the same whole Boot 4 pom of docs/spring-boot.md and the same tests as spring-boot-4.0
// (copied by prebuild.groovy), on Boot 4.1.2 (invoker.properties), with Netty 4.2.18: Boot 4.1.2's own 4.2.19 is
// not reachable from our build machine.
def check = evaluate(new File(consumerChecks))
check(basedir, 4, ['opensearch.source'       : 'Mail[subject=hello from spring boot, uid=7]',
                   'opensearch-java'         : 'opensearch-java-3.9.0.jar',
                   'httpclient5'             : 'httpclient5-5.6.5.jar',
                   'jackson-databind'        : '3.1.7',
                   'jackson-core'            : '3.1.7',
                   'reactor.hits'            : '200',
                   'reactor.thread'          : ~/jsonpj-decode.*/,
                   'reactor.mapper'          : 'org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper',
                   'reactor.content-encoding': 'gzip',
                   'reactor-core'            : 'reactor-core-3.8.8.jar',
                   'reactor-netty'           : 'reactor-netty-http-1.3.8.jar',
                   'netty-codec-http'        : 'netty-codec-http-4.2.18.Final.jar',
                   'netty-transport'         : 'netty-transport-4.2.18.Final.jar',
                   'actuator.registry'       : 'SimpleMeterRegistry',
                   'actuator.searches-timed' : '1',
                   'actuator.searches-observed': '1',
                   'elasticsearch.source'    : 'Mail[subject=hello from spring boot, uid=7]',
                   'elasticsearch.provider'  : 'org.jsonpjackson.mapper.internal.jackson3.LookAheadProvider3',
                   'elasticsearch.jsonp-utils-provider': 'org.jsonpjackson.json.jackson3.JsonpJackson3Provider',
                   'elasticsearch-java'      : 'elasticsearch-java-9.4.8.jar'])

// What the application runs with (no test jars, so without the embedded node's Jackson 2): no Jackson 2 jar but
// the jackson-annotations 2.x Jackson 3 itself uses, none of our Jackson 2 artifacts, and no Parsson.
def runtime = new File(basedir, 'target/runtime-classpath.txt').text.split(File.pathSeparator)
def unwanted = runtime.findAll {
    (it.contains('/com/fasterxml/jackson/') && !it.contains('/jackson-annotations/')) ||
            it.contains('/org/jsonpjackson/opensearch-mapper/') || it.contains('/org/jsonpjackson/json-jackson/') ||
            it.contains('/org/jsonpjackson/elasticsearch-mapper/') || it.contains('/org/eclipse/parsson/')
}
assert unwanted.isEmpty(): "on the run-time class path: ${unwanted}"
['opensearch-mapper3', 'opensearch-reactor', 'elasticsearch-mapper3'].each { artifact ->
    assert runtime.any { it.contains("/org/jsonpjackson/$artifact/") }: "no $artifact on ${runtime}"
}
println "${basedir.name}: run-time class path of ${runtime.size()} jars, no Jackson 2, no Parsson"
return true
