def check = evaluate(new File(consumerChecks))
check(basedir, 3, [hits  : '1',
                   source: 'Mail[subject=hello from the readme, uid=7]',
                   thread: ~/jsonpj-decode.*/])
