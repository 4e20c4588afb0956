import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Fails the build when the BOM does not list exactly the artifacts this project publishes, or when its metadata
 * (group, version, URL, licence, SCM, developers, issue tracker) differs from the root POM's.
 *
 * <p>A published artifact is a module of the reactor (the root POM's modules, followed down every aggregator)
 * whose packaging is jar and whose property {@code jsonpj.unpublished} is not true. The property is read the way
 * Maven reads it: from the module's POM or, failing that, from its parents in this tree, then interpolated in the
 * module's own context (so the root's default, {@code ${jsonpj.notAProduct}}, takes the module's own value).
 * Every BOM entry must be {@code org.jsonpjackson}, version {@code ${project.version}}.
 *
 * <p>Run by the JDK's source launcher: {@code java BomContents.java ROOT_POM BOM_POM}.
 */
public final class BomContents {

    private static final String GROUP = "org.jsonpjackson";
    private static final Pattern REFERENCE = Pattern.compile("\\$\\{([^}]+)}");
    /** The metadata the BOM repeats, as paths of child elements from the project element. */
    private static final List<String> METADATA = List.of(
            "groupId", "version", "url", "inceptionYear",
            "licenses/license/name", "licenses/license/url", "licenses/license/distribution",
            "developers/developer/id", "developers/developer/name", "developers/developer/url",
            "scm/connection", "scm/developerConnection", "scm/url",
            "issueManagement/system", "issueManagement/url");

    /** One POM of the tree: its file, its document and the POM of its parent in this tree (or null). */
    private record Pom(Path file, Element project, Pom parent) {
        String artifactId() {
            return text(project, "artifactId");
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            fail("usage: java BomContents.java ROOT_POM BOM_POM");
        }
        Path rootFile = Path.of(args[0]).toAbsolutePath().normalize();
        Path bomFile = Path.of(args[1]).toAbsolutePath().normalize();
        Pom root = new Pom(rootFile, read(rootFile), null);

        Map<String, Path> published = new TreeMap<>();
        List<String> problems = new ArrayList<>();
        collect(root, bomFile, published, problems);

        Element bom = read(bomFile);
        Map<String, String> listed = new TreeMap<>();
        Element management = child(bom, "dependencyManagement");
        Element dependencies = management == null ? null : child(management, "dependencies");
        for (Element dependency : dependencies == null ? List.<Element>of() : children(dependencies, "dependency")) {
            String artifactId = text(dependency, "artifactId");
            String where = "BOM entry " + text(dependency, "groupId") + ":" + artifactId;
            if (!GROUP.equals(text(dependency, "groupId"))) {
                problems.add(where + ": not one of ours (the BOM lists only " + GROUP + " artifacts)");
            }
            if (!"${project.version}".equals(text(dependency, "version"))) {
                problems.add(where + ": version must be ${project.version}, not " + text(dependency, "version"));
            }
            String type = text(dependency, "type");
            if (type != null && !type.equals("jar")) {
                problems.add(where + ": type " + type + " (the BOM lists our jars)");
            }
            if (listed.put(artifactId, where) != null) {
                problems.add(where + ": listed twice");
            }
        }
        for (Map.Entry<String, Path> artifact : published.entrySet()) {
            if (!listed.containsKey(artifact.getKey())) {
                problems.add("missing from the BOM: " + GROUP + ":" + artifact.getKey() + " (published by "
                        + rootFile.getParent().relativize(artifact.getValue()) + "); add it to " + bomFile);
            }
        }
        for (String artifactId : listed.keySet()) {
            if (!published.containsKey(artifactId)) {
                problems.add("in the BOM but not a published module of the reactor: " + GROUP + ":" + artifactId
                        + " (no module with packaging jar and jsonpj.unpublished false has that artifactId)");
            }
        }
        for (String path : METADATA) {
            String expected = text(root.project(), path);
            String actual = text(bom, path);
            if (expected == null ? actual != null : !expected.equals(actual)) {
                problems.add("BOM metadata <" + path + "> is " + actual + ", the root POM's is " + expected);
            }
        }
        if (!problems.isEmpty()) {
            fail(String.join("\n", problems));
        }
        System.out.println("[BomContents] the BOM lists exactly the " + published.size()
                + " published artifacts: " + String.join(", ", published.keySet()));
    }

    /** Adds each published jar module under this aggregator, with the POM that defines it. */
    private static void collect(Pom aggregator, Path bomFile, Map<String, Path> published, List<String> problems)
            throws Exception {
        Element modules = child(aggregator.project(), "modules");
        for (Element module : modules == null ? List.<Element>of() : children(modules, "module")) {
            Path file = aggregator.file().getParent().resolve(module.getTextContent().trim()).normalize();
            if (Files.isDirectory(file)) {
                file = file.resolve("pom.xml");
            }
            if (file.equals(bomFile)) {
                continue;
            }
            Element project = read(file);
            Pom pom = new Pom(file, project, parentOf(file, project, aggregator));
            String packaging = text(project, "packaging");
            if (packaging == null || packaging.equals("jar")) {
                if (!"true".equals(property(pom, "jsonpj.unpublished", 0))) {
                    if (published.put(pom.artifactId(), file) != null) {
                        problems.add("two modules publish " + pom.artifactId());
                    }
                }
            } else {
                collect(pom, bomFile, published, problems);
            }
        }
    }

    /** The parent POM in this tree: its relativePath (default ../pom.xml), when that file is the parent named. */
    private static Pom parentOf(Path file, Element project, Pom aggregator) throws Exception {
        Element parent = child(project, "parent");
        if (parent == null) {
            return null;
        }
        String relative = text(parent, "relativePath");
        Path parentFile = file.getParent().resolve(relative == null ? "../pom.xml" : relative).normalize();
        if (Files.isDirectory(parentFile)) {
            parentFile = parentFile.resolve("pom.xml");
        }
        if (parentFile.equals(aggregator.file())) {
            return aggregator;
        }
        if (!Files.isRegularFile(parentFile)) {
            return null;
        }
        Element parentProject = read(parentFile);
        if (!text(parent, "artifactId").equals(text(parentProject, "artifactId"))) {
            return null;
        }
        return new Pom(parentFile, parentProject, parentOf(parentFile, parentProject, aggregator));
    }

    /** A property as Maven sees it in this module: the nearest definition up the parents, interpolated here. */
    private static String property(Pom module, String name, int depth) {
        if (depth > 20) {
            fail("property " + name + " refers to itself in " + module.file());
        }
        for (Pom pom = module; pom != null; pom = pom.parent()) {
            Element properties = child(pom.project(), "properties");
            Element value = properties == null ? null : child(properties, name);
            if (value != null) {
                Matcher reference = REFERENCE.matcher(value.getTextContent().trim());
                StringBuilder resolved = new StringBuilder();
                while (reference.find()) {
                    String inner = property(module, reference.group(1), depth + 1);
                    reference.appendReplacement(resolved, Matcher.quoteReplacement(inner == null ? "" : inner));
                }
                reference.appendTail(resolved);
                return resolved.toString();
            }
        }
        return null;
    }

    private static Element read(Path file) throws Exception {
        if (!Files.isRegularFile(file)) {
            fail("no POM at " + file);
        }
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
    }

    /** The text of the element at a slash-separated path of child names (the first of each name), or null. */
    private static String text(Element from, String path) {
        Element element = from;
        for (String name : path.split("/")) {
            element = child(element, name);
            if (element == null) {
                return null;
            }
        }
        return element.getTextContent().trim();
    }

    private static Element child(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? null : found.get(0);
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && name.equals(element.getLocalName() != null
                    ? element.getLocalName() : element.getTagName())) {
                found.add(element);
            }
        }
        return found;
    }

    private static void fail(String message) {
        System.err.println("[BomContents] " + message);
        System.exit(1);
    }
}
