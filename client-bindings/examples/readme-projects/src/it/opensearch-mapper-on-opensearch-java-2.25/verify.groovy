def check = evaluate(new File(consumerChecks))
check(basedir, 1, [hits              : '1',
                   source            : 'Mail[subject=hello from the readme, uid=7]',
                   'opensearch-java' : 'opensearch-java-2.25.0.jar',
                   'jackson-core'    : ~/2\.17\..*/,
                   'jackson-databind': ~/2\.17\..*/])
