package org.jsonpjackson.build;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Jackson 2 and Jackson 3 twins differ only where {@code twins.txt} says why ({@link Twins}), and the check sees
 * a fix made to one twin alone.
 */
class TwinsTest {

    /** The build runs this module from its own folder; the twins live in its siblings. */
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Path LIST = Path.of("src", "test", "resources", "twins.txt");
    private static final Path CLIENT_LIST = Path.of("src", "test", "resources", "client-twins.txt");
    private static final String CLIENT_DATA =
            "client-bindings/mapper-common/src/main/java/org/jsonpjackson/mapper/internal/elasticsearch/BufferedJsonData.java";
    private static final String PARSER = "json-jackson/jackson2/src/main/java/org/jsonpjackson/json/jackson2/internal/stream/JacksonParser.java";
    private static final String PARSER3 = "json-jackson/jackson3/src/main/java/org/jsonpjackson/json/jackson3/internal/stream/Jackson3Parser.java";

    @Test
    void theJacksonTwinsDifferOnlyWhereTheListSaysWhy() {
        assertThat(Twins.read(LIST).check(ROOT)).as("differences between twins that twins.txt does not list").isEmpty();
    }

    @Test
    void theClientTwinsDifferOnlyWhereTheListSaysWhy() {
        assertThat(Twins.read(CLIENT_LIST).check(ROOT)).as("differences between twins that client-twins.txt does not list")
                .isEmpty();
    }

    @Test
    void aChangeToOneTwinAloneIsFound(@TempDir Path copy) throws IOException {
        Twins twins = copyOfTheTree(LIST, copy);
        plant(copy.resolve(PARSER), "final class JacksonParser extends JsonpParserBase {", "int planted = 0;");

        assertThat(twins.check(copy)).singleElement().asString()
                .contains(PARSER).contains("only in the Jackson 2 twin").endsWith("int planted = 0;");
    }

    @Test
    void aChangeToOneClientTwinAloneIsFound(@TempDir Path copy) throws IOException {
        Twins twins = copyOfTheTree(CLIENT_LIST, copy);
        plant(copy.resolve(CLIENT_DATA), "public final class BufferedJsonData<B> extends TokenValue<B, JsonpMapper> implements JsonData {",
                "int planted = 0;");

        assertThat(twins.check(copy)).singleElement().asString()
                .contains("only in the elasticsearch-java twin").endsWith("int planted = 0;");
    }

    @Test
    void theSameChangeToBothTwinsIsInStep(@TempDir Path copy) throws IOException {
        Twins twins = copyOfTheTree(LIST, copy);
        plant(copy.resolve(PARSER), "final class JacksonParser extends JsonpParserBase {", "Object planted = jp.getText();");
        plant(copy.resolve(PARSER3), "final class Jackson3Parser extends JsonpParserBase {", "Object planted = jp.getString();");

        assertThat(twins.check(copy)).isEmpty();
    }

    @Test
    void commentsImportsAndLayoutAreNotCode() {
        assertThat(Twins.code("package a;\nimport b.C;\n/** doc\n * more */\nint  x = 1; // why\nString s = \"// kept\";\n"))
                .containsExactly("int x = 1;", "String s = \"// kept\";");
    }

    /** Every twin of the list, copied under {@code copy} at its path in the tree. */
    private static Twins copyOfTheTree(Path list, Path copy) throws IOException {
        Twins twins = Twins.read(list);
        for (String line : Files.readAllLines(list)) {
            if (line.startsWith("pair ") || line.startsWith("kin ")) {
                String[] words = line.split("\\s+");
                for (String path : List.of(words[1], words[2])) {
                    Files.createDirectories(copy.resolve(path).getParent());
                    Files.copy(ROOT.resolve(path), copy.resolve(path));
                }
            }
        }
        return twins;
    }

    private static void plant(Path file, String after, String statement) throws IOException {
        String source = Files.readString(file);
        assertThat(source).contains(after);
        Files.writeString(file, source.replace(after, after + "\n    " + statement));
    }
}
