def check = evaluate(new File(consumerChecks))
check(basedir, 1, [hits              : '1',
                   source            : 'Mail[subject=hello from the readme, uid=7]',
                   'opensearch-java' : 'opensearch-java-3.10.0.jar',
                   provider          : 'org.jsonpjackson.json.jackson3.JsonpJackson3Provider',
                   'jackson-core'    : ~/3\.1\..*/,
                   'jackson-databind': ~/3\.1\..*/])
