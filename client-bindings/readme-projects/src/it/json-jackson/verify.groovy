def check = evaluate(new File(consumerChecks))
check(basedir, 1, [provider: 'org.jsonpjackson.json.JacksonJsonProvider',
                   patched : '{"subject":"hello again","flags":["seen","flagged"]}'])
