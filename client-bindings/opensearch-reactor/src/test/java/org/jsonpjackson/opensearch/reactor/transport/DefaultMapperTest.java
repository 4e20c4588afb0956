package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper;
import org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Which mapper a transport built without one gets, by what the class path holds. */
class DefaultMapperTest {

    private static final ClassLoader LOADER = DefaultMapperTest.class.getClassLoader();

    @Test
    void theJackson2MapperWhenOpensearchMapperIsThere() {
        assertThat(DefaultMapper.create()).isExactlyInstanceOf(OpenSearchJacksonMapper.class);
    }

    @Test
    @Tag("opensearch-java-3") // opensearch-mapper3 needs 3.x, and Jackson 3 the jackson-annotations the 2.x run replaces
    void theJackson3MapperWhenOnlyOpensearchMapper3IsThere() {
        assertThat(DefaultMapper.create(LOADER, "org.jsonpjackson.opensearch.mapper.Absent", DefaultMapper.JACKSON3))
                .isExactlyInstanceOf(OpenSearchJackson3Mapper.class);
    }

    @Test
    void withNeitherBuildingFailsNamingBothArtifacts() {
        assertThatThrownBy(() -> DefaultMapper.create(LOADER, "example.NoMapper", "example.NoMapper3"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("example.NoMapper nor example.NoMapper3")
                .hasMessageContaining("org.jsonpjackson:opensearch-mapper3")
                .hasMessageContaining(".mapper(...)");
    }
}
