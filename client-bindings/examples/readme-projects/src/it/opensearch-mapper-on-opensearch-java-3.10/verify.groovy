def check = evaluate(new File(consumerChecks))
check(basedir, 1, [hits              : '1',
                   source            : 'Mail[subject=hello from the readme, uid=7]',
                   'opensearch-java' : 'opensearch-java-3.10.0.jar',
                   'jackson-core'    : ~/2\.21\..*/,
                   'jackson-databind': ~/2\.21\..*/])
