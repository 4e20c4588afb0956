def check = evaluate(new File(consumerChecks))
check(basedir, 2, [provider      : 'org.jsonpjackson.json.jackson2.JacksonJsonProvider',
                   'jackson-core': ~/2\.15\..*/])
