package org.jsonpjackson.mapper.internal.jackson3;

import com.fasterxml.jackson.annotation.JsonFormat;
import org.jsonpjackson.mapper.internal.IsoInstantText;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.ValueDeserializerModifier;
import tools.jackson.databind.deser.std.DelegatingDeserializer;
import tools.jackson.databind.ext.javatime.deser.InstantDeserializer;
import tools.jackson.databind.module.SimpleModule;

import java.time.Instant;

/**
 * Jackson 3's own {@code Instant} deserializer (built into databind; it still reads through
 * {@code DateTimeFormatter.ISO_INSTANT}), with the exact form OpenSearch writes read first by
 * {@link IsoInstantText}. Every other form, and every property with a {@link JsonFormat} of its own, goes to
 * Jackson's deserializer, so results and errors stay its own. Every Jackson 3 mapper of ours registers it in its
 * default {@code JsonMapper}.
 */
public final class IsoInstants3 {

    /** The module's name, as {@code JacksonModule.getModuleName()} gives it. */
    public static final String MODULE_NAME = "jsonpjackson-iso-instant";

    private IsoInstants3() {
    }

    /** The module, for a {@code JsonMapper} builder's {@code addModule}. */
    public static SimpleModule module() {
        SimpleModule module = new SimpleModule(MODULE_NAME);
        module.setDeserializerModifier(new ValueDeserializerModifier() {
            private static final long serialVersionUID = 1L;

            @Override
            public ValueDeserializer<?> modifyDeserializer(DeserializationConfig config,
                    BeanDescription.Supplier description, ValueDeserializer<?> deserializer) {
                return description.getBeanClass() == Instant.class && deserializer instanceof InstantDeserializer
                        ? new Fast(deserializer)
                        : deserializer;
            }
        });
        return module;
    }

    private static final class Fast extends DelegatingDeserializer {

        Fast(ValueDeserializer<?> standard) {
            super(standard);
        }

        @Override
        protected ValueDeserializer<?> newDelegatingInstance(ValueDeserializer<?> newDelegatee) {
            return new Fast(newDelegatee);
        }

        /** A property with a format of its own is read by the standard deserializer alone, as it asks. */
        @Override
        public ValueDeserializer<?> createContextual(DeserializationContext context, BeanProperty property) {
            JsonFormat.Value format = findFormatOverrides(context, property, Instant.class);
            if (format != null && !format.equals(JsonFormat.Value.empty())) {
                return context.handleSecondaryContextualization(_delegatee, property, context.constructType(Instant.class));
            }
            return super.createContextual(context, property);
        }

        @Override
        public Object deserialize(JsonParser parser, DeserializationContext context) {
            if (parser.hasToken(JsonToken.VALUE_STRING)) {
                Instant instant = IsoInstantText.parse(parser.getStringCharacters(), parser.getStringOffset(),
                        parser.getStringLength());
                if (instant != null) {
                    return instant;
                }
            }
            return _delegatee.deserialize(parser, context);
        }
    }
}
