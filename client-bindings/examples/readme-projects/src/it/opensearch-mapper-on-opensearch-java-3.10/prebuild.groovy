// The docs' opensearch-mapper snippet names opensearch-java 3.9.0; a user of 3.10.0 writes 3.10.0 there and changes
// nothing else.
def use = evaluate(new File(clientVersion))
return use(basedir, 'opensearch-java', '3.9.0', '3.10.0')
