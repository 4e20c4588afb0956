// A Spring Boot 3.5 user: its pom.xml is the whole pom of docs/spring-boot.md (Boot's BOM first, ours second).
// Its two tests index and search on real nodes (OpenSearch embedded, Elasticsearch 8.19 as a child process) and
// record the versions they ran on: Boot's, except opensearch-java, which Boot does not manage.
def check = evaluate(new File(consumerChecks))
check(basedir, 2, ['opensearch.source'        : 'Mail[subject=hello from spring boot, uid=7]',
                   'opensearch-java'          : 'opensearch-java-3.9.0.jar',
                   'jackson-databind'         : '2.19.2',
                   'jackson-core'             : '2.19.2',
                   'httpclient5'              : 'httpclient5-5.5.1.jar',
                   'elasticsearch.source'     : 'Mail[subject=hello from spring boot, uid=7]',
                   'elasticsearch.provider'   : 'org.jsonpjackson.json.jackson2.JsonpJacksonProvider',
                   'elasticsearch-java'       : 'elasticsearch-java-8.18.8.jar',
                   'elasticsearch-rest-client': 'elasticsearch-rest-client-8.18.8.jar',
                   // the trap of docs/spring-boot.md: Boot's BOM drops commons-logging, spring-jcl stands in
                   'commons-logging-api-from' : 'spring-jcl-6.2.12.jar'])

// What the application runs with (no test jars): elasticsearch's RestClient initialises (its class initialiser
// looks up commons-logging's LogFactory), which it does only with the docs' spring-jcl; and no commons-logging jar
// beside it.
def runtime = new File(basedir, 'target/runtime-classpath.txt').text.split(File.pathSeparator).collect { new File(it) }
def loader = new URLClassLoader(runtime.collect { it.toURI().toURL() } as URL[], ClassLoader.platformClassLoader)
try {
    Class.forName('org.elasticsearch.client.RestClient', true, loader)
    def logFactory = Class.forName('org.apache.commons.logging.LogFactory', false, loader)
    def from = new File(logFactory.protectionDomain.codeSource.location.toURI()).name
    assert from == 'spring-jcl-6.2.12.jar': "LogFactory at run time comes from $from"
} finally {
    loader.close()
}
def commonsLogging = runtime.findAll { it.path.contains('/commons-logging/') }
assert commonsLogging.isEmpty(): "commons-logging beside spring-jcl at run time: $commonsLogging"
println "${basedir.name}: run-time class path of ${runtime.size()} jars; RestClient initialises, LogFactory from spring-jcl"
return true
