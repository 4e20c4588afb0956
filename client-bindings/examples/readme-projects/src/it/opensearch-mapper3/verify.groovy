def check = evaluate(new File(consumerChecks))
check(basedir, 1, [hits             : '1',
                   source           : 'Mail[subject=hello from the readme, uid=7]',
                   'opensearch-java': ~/opensearch-java-3\..*\.jar/,
                   provider         : 'org.jsonpjackson.json.jackson3.JsonpJackson3Provider',
                   'jackson-databind': ~/3\..*/])
