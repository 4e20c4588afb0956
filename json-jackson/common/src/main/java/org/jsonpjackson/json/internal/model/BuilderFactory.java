package org.jsonpjackson.json.internal.model;

import org.jsonpjackson.json.JsonpConfig;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import org.jsonpjackson.json.internal.config.JsonpSettings;

import java.util.Collection;
import java.util.Map;
import java.util.Set;

/** An immutable, thread-safe factory of builders sharing one set of settings. */
final class BuilderFactory implements JsonBuilderFactory {

    private static final Set<String> SUPPORTED = Set.of(JsonpConfig.KEY_STRATEGY, JsonpConfig.MAX_BIG_INTEGER_SCALE);

    private final JsonpSettings settings;

    BuilderFactory(JsonpSettings settings) {
        this.settings = settings;
    }

    @Override
    public JsonObjectBuilder createObjectBuilder() {
        return new ObjectBuilder(settings);
    }

    @Override
    public JsonObjectBuilder createObjectBuilder(JsonObject object) {
        return JsonValues.objectBuilder(object, settings);
    }

    @Override
    public JsonObjectBuilder createObjectBuilder(Map<String, Object> object) {
        return JsonValues.objectBuilder(object, settings);
    }

    @Override
    public JsonArrayBuilder createArrayBuilder() {
        return new ArrayBuilder(settings);
    }

    @Override
    public JsonArrayBuilder createArrayBuilder(JsonArray array) {
        return JsonValues.arrayBuilder(array, settings);
    }

    @Override
    public JsonArrayBuilder createArrayBuilder(Collection<?> collection) {
        return JsonValues.arrayBuilder(collection, settings);
    }

    @Override
    public Map<String, ?> getConfigInUse() {
        return settings.inUse(SUPPORTED);
    }
}
