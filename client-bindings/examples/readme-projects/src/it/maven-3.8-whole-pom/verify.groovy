def check = evaluate(new File(consumerChecks))
check(basedir, 1, [json             : '{"subject":"hello","uid":7}',
                   'opensearch-java': ~/opensearch-java-3\..*\.jar/])
