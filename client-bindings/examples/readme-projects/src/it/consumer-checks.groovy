// Shared by the projects' verify.groovy: their tests really ran (surefire's reports count them, none failed
// or was skipped) and recorded in target/ran.properties what they found, which must match what is expected.
import javax.xml.parsers.DocumentBuilderFactory

return { File project, int expectedTests, Map<String, Object> expected ->
    // runs after a failed build too: then its first error says why
    def firstError = {
        def log = new File(project, 'build.log')
        def errors = log.isFile() ? log.readLines().findAll { it ==~ /\[ERROR\] \S.*/ } : []
        errors.find { it.contains('.java:[') } ?: errors.find() ?: 'no [ERROR] line in build.log'
    }
    def reports = (new File(project, 'target/surefire-reports').listFiles() ?: []).findAll { it.name ==~ /TEST-.*\.xml/ }
    assert reports: "${project.name}: no surefire report, so no test ran; ${firstError()}"
    def counts = [tests: 0, failures: 0, errors: 0, skipped: 0]
    def problems = []
    reports.each { report ->
        def suite = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(report).documentElement
        counts.keySet().each { key -> counts[key] += suite.getAttribute(key).toInteger() }
        ['failure', 'error'].each { kind ->
            def found = suite.getElementsByTagName(kind)
            (0..<found.length).each { i ->
                problems << "${found.item(i).getAttribute('type')}: ${found.item(i).getAttribute('message')}"
            }
        }
    }
    assert counts == [tests: expectedTests, failures: 0, errors: 0, skipped: 0]:
            "${project.name}: surefire reports $counts ${problems.join('; ')}"

    def ranFile = new File(project, 'target/ran.properties')
    assert ranFile.isFile(): "${project.name}: the test recorded nothing in $ranFile"
    def ran = new Properties()
    ranFile.withInputStream { ran.load(it) }
    expected.each { key, value ->
        def found = ran.getProperty(key)
        assert found != null && (value instanceof java.util.regex.Pattern ? found ==~ value : found == value):
                "${project.name}: $key is '$found', expected $value"
    }
    println "${project.name}: ${counts.tests} test(s) ran and passed; recorded ${new TreeMap(ran)}"
    return true
}
