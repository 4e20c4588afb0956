def check = evaluate(new File(consumerChecks))
check(basedir, 1, [provider: 'org.jsonpjackson.json.jackson2.JacksonJsonProvider', common: 'org.jsonpjackson.json.Jsonp'])
