package org.jsonpjackson.mapper.internal.jackson2;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jsr310.deser.InstantDeserializer;
import org.jsonpjackson.mapper.internal.IsoInstantText;

import java.io.IOException;
import java.time.Instant;

/**
 * A faster reading of the one {@link Instant} form that OpenSearch, Elasticsearch, {@code Instant.toString()} and
 * Jackson's own {@code java.time} serializer write: {@code yyyy-MM-ddTHH:mm:ss[.fraction]Z}, read by
 * {@link IsoInstantText} (shared with Jackson 3's {@code IsoInstants3}) instead of JavaTimeModule's
 * {@code DateTimeFormatter.ISO_INSTANT}. Every Jackson 2 mapper of ours registers it in its default
 * {@code ObjectMapper}: a search response of mail documents, whose every hit holds instants, reads faster with it
 * and allocates less ({@code ElasticsearchSearchResponseBenchmark} measures it).
 *
 * <p>The module wraps the {@code Instant} deserializer that JavaTimeModule registered, so it does nothing on an
 * {@code ObjectMapper} without JavaTimeModule. Everything but that exact form (numbers, offsets, lower-case
 * letters, years outside 0000 to 9999, leap seconds, hour 24, white space, impossible dates) goes to the wrapped
 * deserializer, so results and errors stay its own; so does every property with a {@link JsonFormat} of its own.
 */
public final class IsoInstants {

    /** The module's name, which {@code ObjectMapper.getRegisteredModuleIds()} lists once it is registered. */
    public static final String MODULE_NAME = "jsonpjackson-iso-instant";

    private IsoInstants() {
    }

    /** The module; register it with JavaTimeModule, whose {@code Instant} deserializer it wraps. */
    public static SimpleModule module() {
        SimpleModule module = new SimpleModule(MODULE_NAME);
        module.setDeserializerModifier(new BeanDeserializerModifier() {
            @Override
            public JsonDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription description,
                    JsonDeserializer<?> deserializer) {
                return description.getBeanClass() == Instant.class && deserializer instanceof InstantDeserializer
                        ? new Fast(deserializer)
                        : deserializer;
            }
        });
        return module;
    }

    /** JavaTimeModule's deserializer, with the exact ISO form read first. */
    private static final class Fast extends DelegatingDeserializer {

        private static final long serialVersionUID = 1L;

        Fast(JsonDeserializer<?> standard) {
            super(standard);
        }

        @Override
        protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
            return new Fast(newDelegatee);
        }

        /** A property with a format of its own is read by the standard deserializer alone, as it asks. */
        @Override
        public JsonDeserializer<?> createContextual(DeserializationContext context, BeanProperty property)
                throws JsonMappingException {
            JsonFormat.Value format = findFormatOverrides(context, property, Instant.class);
            if (format != null && !format.equals(JsonFormat.Value.empty())) {
                return context.handleSecondaryContextualization(_delegatee, property, context.constructType(Instant.class));
            }
            return super.createContextual(context, property);
        }

        @Override
        public Object deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            if (parser.hasToken(JsonToken.VALUE_STRING)) {
                Instant instant = IsoInstantText.parse(parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
                if (instant != null) {
                    return instant;
                }
            }
            return _delegatee.deserialize(parser, context);
        }
    }
}
