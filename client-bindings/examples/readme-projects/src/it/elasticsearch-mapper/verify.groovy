def check = evaluate(new File(consumerChecks))
check(basedir, 2, [hits                : '2',
                   first               : 'Mail[subject=hello from the readme, uid=7]',
                   parsson             : 'absent',
                   'elasticsearch-java': ~/elasticsearch-java-8\.19\..*\.jar/])
