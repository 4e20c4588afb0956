def check = evaluate(new File(consumerChecks))
check(basedir, 1, [hits  : '1',
                   source: 'Mail[subject=hello from the readme, uid=7]',
                   mapper: 'org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper'])
// what the application runs with: no Jackson 2 jar (but jackson-annotations 2.x, which Jackson 3 itself uses), and
// our Jackson 3 mapper
def runtime = new File(basedir, 'target/runtime-classpath.txt').text.split(File.pathSeparator)
def jackson2 = runtime.findAll {
    (it.contains('/com/fasterxml/jackson/') && !it.contains('/jackson-annotations/')) ||
            it.contains('/org/jsonpjackson/opensearch-mapper/') || it.contains('/org/jsonpjackson/json-jackson/')
}
assert jackson2.isEmpty(): "Jackson 2 on the run-time class path: ${jackson2}"
assert runtime.any { it.contains('org/jsonpjackson/opensearch-mapper3/') }: "no opensearch-mapper3 on ${runtime}"
println "${basedir.name}: run-time class path of ${runtime.size()} jars, no Jackson 2"
return true
