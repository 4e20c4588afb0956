package org.jsonpjackson.opensearch.reactor.transport;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.observation.transport.Kind;
import io.micrometer.observation.transport.SenderContext;
import org.reactivestreams.Subscription;
import reactor.core.CoreSubscriber;
import reactor.core.publisher.Mono;
import reactor.core.publisher.Operators;
import reactor.core.publisher.SignalType;
import reactor.util.context.Context;
import reactor.util.context.ContextView;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One Micrometer {@link Observation} per call, in the application's {@link ObservationRegistry}: a CLIENT span once
 * the application's tracing bridge (micrometer-tracing, to OpenTelemetry or Brave) handles it, and a timer if its
 * meter handler does. It carries OpenTelemetry's database attributes, the same as {@link MicrometerCalls}' timer,
 * and the tries sent again as events. The only class that links micrometer-observation, which is optional.
 *
 * <p>Its parent is the caller's observation: the one in the subscriber's Reactor context (where Reactor's
 * context propagation and {@code contextCapture()} put it), else the one current on the subscribing thread. The
 * trace goes to OpenSearch in the request's headers ({@code traceparent}, as the bridge's propagator writes it). The
 * call's observation is current while each try's exchange is subscribed to (so that Reactor Netty's spans, an
 * agent's, are its children) and on the decode thread while the answer is decoded, and the caller's is current
 * again while the result, or the error, is handed on there: code after the call sees its own trace.
 *
 * <p>A query's text ({@code db.query.text}, the request body) is recorded only when the application asks for it
 * ({@code ReactorNettyTransport.Builder#recordQueryText}): mail search words are its users' data.
 */
final class ObservedCalls implements CallObserver {

    /** The observation's name: a meter handler's timer of it is {@code db.client.operation}. */
    static final String NAME = "db.client.operation";
    /** Where Micrometer's context propagation keeps the current observation in a Reactor context. */
    static final String REACTOR_KEY = "micrometer.observation";
    /** The event of a try sent again: its name, and its contextual (span event) names. */
    static final String RETRY = "retry";
    /** Sent again at once to another node. */
    static final String FAILOVER = "failover";
    /** Sent again after a wait. */
    static final String RETRY_AFTER_WAIT = "retry after wait";

    private final ObservationRegistry registry;
    private final boolean recordQueryText;

    private ObservedCalls(ObservationRegistry registry, boolean recordQueryText) {
        this.registry = registry;
        this.recordQueryText = recordQueryText;
    }

    /**
     * The observer of {@code registry} (an {@link ObservationRegistry}: typed {@code Object} so that a caller never
     * links Micrometer unless it is given one); {@link CallObserver#NONE} for Micrometer's no-op registry.
     */
    static CallObserver of(Object registry, boolean recordQueryText) {
        ObservationRegistry observations = (ObservationRegistry) registry;
        return observations.isNoop() ? CallObserver.NONE : new ObservedCalls(observations, recordQueryText);
    }

    @Override
    public Call start(String operation, ContextView subscriber) {
        Object inContext = subscriber.getOrDefault(REACTOR_KEY, null);
        Observation parent = inContext instanceof Observation ? (Observation) inContext : registry.getCurrentObservation();
        return new Observed(operation, parent);
    }

    private final class Observed implements Call {
        /** The headers the tracing bridge's propagator writes at the start, for every try. */
        private final Map<String, String> propagated = new LinkedHashMap<>(4);
        private final String operation;
        private final Observation parent;
        private final Observation observation;
        private Observation.Scope decodeScope;

        Observed(String operation, Observation parent) {
            this.operation = operation;
            this.parent = parent;
            SenderContext<Map<String, String>> context = new SenderContext<>(
                    (carrier, key, value) -> carrier.put(key, value), Kind.CLIENT);
            context.setCarrier(propagated);
            context.setRemoteServiceName("opensearch");
            // every key from the start, so that a meter handler's timers all have the same tag keys (Prometheus
            // refuses a name whose tag keys differ); unknown values stay empty, as on MicrometerCalls' timer
            this.observation = Observation.createNotStarted(NAME, () -> context, registry)
                    .parentObservation(parent)
                    .contextualName(operation)
                    .lowCardinalityKeyValue("db.system.name", "opensearch")
                    .lowCardinalityKeyValue("db.operation.name", operation)
                    .lowCardinalityKeyValue("db.collection.name", "")
                    .lowCardinalityKeyValue("server.address", "")
                    .lowCardinalityKeyValue("server.port", "")
                    .lowCardinalityKeyValue("db.response.status_code", "")
                    .lowCardinalityKeyValue("error.type", "")
                    .start();
        }

        @Override
        public void encoded(Codec.Encoded encoded) {
            String collection = Operations.collection(encoded.pathAndQuery);
            if (collection != null) {
                // OpenTelemetry's span name for a database call: the operation, then its target
                observation.contextualName(operation + " " + collection)
                        .lowCardinalityKeyValue("db.collection.name", collection);
            }
            // the application's own header of the same name, given in its options, wins
            propagated.forEach(encoded.headers::putIfAbsent);
            if (recordQueryText && encoded.body != null) {
                observation.highCardinalityKeyValue("db.query.text", new String(encoded.body, StandardCharsets.UTF_8));
            }
        }

        @Override
        public void trying(URI host) {
            server(host);
        }

        @Override
        public <T> Mono<T> sending(Mono<T> exchange) {
            return new Mono<T>() {
                @Override
                public void subscribe(CoreSubscriber<? super T> actual) {
                    try (Observation.Scope ignored = observation.openScope()) {
                        exchange.subscribe(actual);
                    }
                }
            };
        }

        @Override
        public void retrying(boolean failover) {
            // made when it happens: an event keeps the wall time it was made at, which the bridge gives the span event
            observation.event(Observation.Event.of(RETRY, failover ? FAILOVER : RETRY_AFTER_WAIT));
        }

        @Override
        public void answered(URI host, int status, int bytes) {
            server(host);
            observation.lowCardinalityKeyValue("db.response.status_code", Integer.toString(status));
        }

        private void server(URI host) {
            observation.lowCardinalityKeyValue("server.address", String.valueOf(host.getHost()))
                    .lowCardinalityKeyValue("server.port", Integer.toString(Operations.serverPort(host)));
        }

        @Override
        public void decoding() {
            decodeScope = observation.openScope();
        }

        @Override
        public void decoded() {
            if (decodeScope != null) {
                decodeScope.close();
                decodeScope = null;
            }
        }

        @Override
        public void failed(Throwable error) {
            observation.lowCardinalityKeyValue("error.type", MicrometerCalls.errorType(error)).error(error);
        }

        @Override
        public void ended(SignalType signal) {
            if (signal == SignalType.CANCEL) {
                observation.lowCardinalityKeyValue("error.type", "cancelled");
            }
            observation.stop();
        }

        @Override
        public <T> Mono<T> delivered(Mono<T> result) {
            if (parent == null) {
                return result;
            }
            return Mono.from(Operators.<T, T>lift((scannable, subscriber) -> new InScope<T>(subscriber, parent)).apply(result));
        }
    }

    /** Hands each signal on with {@code scoped}'s scope open on the thread that signals. */
    private static final class InScope<T> implements CoreSubscriber<T> {
        private final CoreSubscriber<? super T> actual;
        private final Observation scoped;

        InScope(CoreSubscriber<? super T> actual, Observation scoped) {
            this.actual = actual;
            this.scoped = scoped;
        }

        @Override
        public Context currentContext() {
            return actual.currentContext();
        }

        @Override
        public void onSubscribe(Subscription s) {
            actual.onSubscribe(s);
        }

        @Override
        public void onNext(T t) {
            try (Observation.Scope ignored = scoped.openScope()) {
                actual.onNext(t);
            }
        }

        @Override
        public void onError(Throwable t) {
            try (Observation.Scope ignored = scoped.openScope()) {
                actual.onError(t);
            }
        }

        @Override
        public void onComplete() {
            try (Observation.Scope ignored = scoped.openScope()) {
                actual.onComplete();
            }
        }
    }
}
