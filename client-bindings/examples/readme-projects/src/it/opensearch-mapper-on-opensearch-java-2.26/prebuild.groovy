// The docs' opensearch-java 2.x snippet names 2.25.0; a user of 2.26.0 writes 2.26.0 there and changes nothing else.
def use = evaluate(new File(clientVersion))
return use(basedir, 'opensearch-java', '2.25.0', '2.26.0')
