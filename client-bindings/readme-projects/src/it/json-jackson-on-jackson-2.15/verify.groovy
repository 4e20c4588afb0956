def check = evaluate(new File(consumerChecks))
check(basedir, 1, [provider      : 'org.jsonpjackson.json.JacksonJsonProvider',
                   'jackson-core': ~/2\.15\..*/])
