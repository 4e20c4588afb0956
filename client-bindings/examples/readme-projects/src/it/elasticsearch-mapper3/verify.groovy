def check = evaluate(new File(consumerChecks))
check(basedir, 1, [hits                : '2',
                   first               : 'Mail[subject=hello from the readme, uid=7]',
                   parsson             : 'absent',
                   jackson2            : 'absent',
                   provider            : 'org.jsonpjackson.json.jackson3.JsonpJackson3Provider',
                   'elasticsearch-java': ~/elasticsearch-java-9\..*\.jar/,
                   'jackson-databind'  : ~/3\..*/])
