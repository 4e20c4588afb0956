package org.jsonpjackson.sim.james;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsonpjackson.sim.james.ProfileShares.Owner;

/** Whose work a sample is, on stacks shaped as async-profiler writes James' (root first, the thread frame first). */
class ProfileSharesTest {

    private static Owner owner(String stack) {
        return ProfileShares.of(List.of(stack + " 1")).samples().entrySet().stream().filter(e -> e.getValue() == 1)
                .findFirst().orElseThrow().getKey();
    }

    @Test
    void jacksonUnderTheClientIsTheClientsAndUnderJamesIsJames() {
        assertThat(owner("[OpenSearch-driver-1 tid=1];java/lang/Thread.run;org/apache/http/impl/nio/reactor/BaseIOReactor.execute;"
                + "org/opensearch/client/transport/rest_client/RestClientTransport$1.onSuccess;"
                + "com/fasterxml/jackson/core/json/UTF8StreamJsonParser.nextToken")).isEqualTo(Owner.CLIENT);
        assertThat(owner("[reactor-http-epoll-1 tid=2];io/netty/channel/nio/NioEventLoop.run;reactor/netty/http/server/HttpServerOperations.onInboundNext;"
                + "org/apache/james/jmap/routes/JMAPApiRoutes.process;com/fasterxml/jackson/databind/ObjectMapper.writeValue"))
                .isEqualTo(Owner.JAMES);
    }

    @Test
    void jamesContinuingOnTheClientsThreadIsJames() {
        // stock completes James' future on its driver thread; ours resumes James after decoding on boundedElastic
        assertThat(owner("[OpenSearch-driver-1 tid=1];org/apache/http/impl/nio/reactor/BaseIOReactor.execute;"
                + "org/opensearch/client/transport/rest_client/RestClientTransport$1.onSuccess;java/util/concurrent/CompletableFuture.complete;"
                + "reactor/core/publisher/MonoCompletionStage$1.accept;org/apache/james/mailbox/opensearch/search/X.map"))
                .isEqualTo(Owner.JAMES);
        assertThat(owner("[boundedElastic-3 tid=3];reactor/core/scheduler/WorkerTask.call;org/jsonpjackson/opensearch/reactor/transport/Decode.run;"
                + "tools/jackson/core/json/UTF8StreamJsonParser.nextToken")).isEqualTo(Owner.CLIENT);
    }

    @Test
    void aStackWithoutAnOwnersFrameGoesByItsThread() {
        assertThat(owner("[jsonpj-http-epoll-1 tid=4];io/netty/channel/epoll/EpollEventLoop.run;io/netty/channel/epoll/Native.epollWait"))
                .isEqualTo(Owner.CLIENT);
        assertThat(owner("[reactor-http-epoll-2 tid=5];io/netty/channel/epoll/EpollEventLoop.run")).isEqualTo(Owner.REST);
        // a JVM thread's name as the kernel keeps it, cut at 15 characters, as async-profiler writes it
        assertThat(owner("[C2 CompilerThre tid=6];CompileBroker::compiler_thread_loop")).isEqualTo(Owner.JIT_AND_GC);
    }

    @Test
    void basicLoginsHashingIsItsOwn() {
        assertThat(owner("[blocking-call-wrapper-1 tid=7];org/apache/james/jmap/http/BasicAuthenticationStrategy.check;"
                + "com/sun/crypto/provider/PBKDF2KeyImpl.deriveKey;sun/security/provider/SHA5.implCompress")).isEqualTo(Owner.PASSWORD_HASHING);
    }

    @Test
    void countsAddUpAndTheIoThreadsShareIsKept() {
        ProfileShares p = ProfileShares.of(List.of("[jsonpj-http-epoll-1 tid=4];io/netty/X.run 30",
                "[boundedElastic-1 tid=3];org/jsonpjackson/Y.decode 20", "[blocking-call-wrapper-1 tid=7];org/apache/james/Z.run 50", ""));
        assertThat(p.total()).isEqualTo(100);
        assertThat(p.of(Owner.CLIENT)).isEqualTo(50);
        assertThat(p.clientOnIoThreads()).isEqualTo(30);
        // half the samples are the client's; 100 ms of CPU over 25 queries
        assertThat(p.clientMillisPer(25, 100)).isEqualTo(2.0);
    }
}
