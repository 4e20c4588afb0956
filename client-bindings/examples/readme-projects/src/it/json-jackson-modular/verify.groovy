def check = evaluate(new File(consumerChecks))
check(basedir, 1, [providerModule: 'org.jsonpjackson.json.jackson2', cachedModule: 'org.jsonpjackson.json.jackson2',
                   interop       : '{"a":[1,2]} then START_ARRAY'])
