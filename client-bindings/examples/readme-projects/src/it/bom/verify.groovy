def check = evaluate(new File(consumerChecks))
check(basedir, 1, [provider: 'org.jsonpjackson.json.jackson2.JsonpJacksonProvider', common: 'org.jsonpjackson.json.Jsonp'])
