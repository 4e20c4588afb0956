// The docs' opensearch-java 2.x snippet names 2.25.0; a user of 2.26.0 writes 2.26.0 there and changes nothing
// else. Exactly one such version must be found, in the opensearch-java dependency, or the build stops here.
def pom = new File(basedir, 'pom.xml')
def text = pom.getText('UTF-8')
def pattern = ~/(<artifactId>opensearch-java<\/artifactId>\s*<version>)2\.25\.0(<\/version>)/
def found = (text =~ pattern).size()
assert found == 1: "expected the docs' snippet to declare opensearch-java 2.25.0 once in ${pom}, found ${found}"
pom.setText(text.replaceFirst(pattern, '$12.26.0$2'), 'UTF-8')
return true
