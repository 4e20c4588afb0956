def check = evaluate(new File(consumerChecks))
check(basedir, 2, [provider      : 'org.jsonpjackson.json.jackson2.JsonpJacksonProvider',
                   'jackson-core': ~/2\.15\..*/])
