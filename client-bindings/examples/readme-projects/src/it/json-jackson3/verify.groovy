def check = evaluate(new File(consumerChecks))
check(basedir, 2, [provider: 'org.jsonpjackson.json.jackson3.JsonpJackson3Provider',
                   patched : '{"subject":"hello again","flags":["seen","flagged"]}'])
