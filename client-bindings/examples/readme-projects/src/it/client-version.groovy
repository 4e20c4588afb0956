// Shared by the projects' prebuild.groovy: what a user does to move to another version of a client, the docs'
// snippet with only that dependency's version changed. Exactly one such version must be found in the project's
// pom.xml (in the dependency named), or the build stops here.
return { File project, String artifactId, String documented, String used ->
    def pom = new File(project, 'pom.xml')
    def text = pom.getText('UTF-8')
    def pattern = ~("(<artifactId>${java.util.regex.Pattern.quote(artifactId)}</artifactId>\\s*<version>)"
            + "${java.util.regex.Pattern.quote(documented)}(</version>)")
    def found = (text =~ pattern).size()
    assert found == 1: "expected the docs' snippet to declare ${artifactId} ${documented} once in ${pom}, found ${found}"
    pom.setText(text.replaceFirst(pattern, '$1' + used + '$2'), 'UTF-8')
    return true
}
