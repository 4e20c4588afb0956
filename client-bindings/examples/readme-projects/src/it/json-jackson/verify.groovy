def check = evaluate(new File(consumerChecks))
check(basedir, 2, [provider: 'org.jsonpjackson.json.jackson2.JsonpJacksonProvider',
                   patched : '{"subject":"hello again","flags":["seen","flagged"]}'])
