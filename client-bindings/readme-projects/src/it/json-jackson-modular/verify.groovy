def check = evaluate(new File(consumerChecks))
check(basedir, 1, [providerModule: 'org.jsonpjackson.json', cachedModule: 'org.jsonpjackson.json',
                   interop       : '{"a":[1,2]} then START_ARRAY'])
