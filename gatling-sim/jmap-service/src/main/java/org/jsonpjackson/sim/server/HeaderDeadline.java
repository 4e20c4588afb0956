package org.jsonpjackson.sim.server;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.concurrent.ScheduledFuture;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * A request's line and headers must arrive within a deadline of its first byte, or the connection closes. An
 * idle timeout cannot do this: every byte resets it, so a client sending one byte a second would hold the
 * connection for ever. Two handlers share one deadline per connection: {@link #firstByte()} sits before
 * the HTTP codec and starts the clock on the first byte of a request, {@link #headersDone()} after it and
 * stops the clock once the codec has read the headers; the body is the request timeout's. Both run on the
 * connection's event loop.
 */
final class HeaderDeadline {

    private enum State { BETWEEN_REQUESTS, HEADERS, BODY }

    private final long timeoutNanos;
    private State state = State.BETWEEN_REQUESTS;
    private ScheduledFuture<?> deadline;

    HeaderDeadline(Duration timeout) {
        this.timeoutNanos = timeout.toNanos();
    }

    ChannelHandler firstByte() {
        return new ChannelInboundHandlerAdapter() {
            @Override
            public void channelRead(ChannelHandlerContext ctx, Object msg) throws Exception {
                if (state == State.BETWEEN_REQUESTS && msg instanceof ByteBuf bytes && bytes.isReadable()) {
                    state = State.HEADERS;
                    deadline = ctx.executor().schedule(() -> {
                        ctx.close();
                    }, timeoutNanos, TimeUnit.NANOSECONDS);
                }
                super.channelRead(ctx, msg);
            }

            @Override
            public void channelInactive(ChannelHandlerContext ctx) throws Exception {
                stop();
                super.channelInactive(ctx);
            }
        };
    }

    ChannelHandler headersDone() {
        return new ChannelInboundHandlerAdapter() {
            @Override
            public void channelRead(ChannelHandlerContext ctx, Object msg) throws Exception {
                if (msg instanceof HttpRequest) {
                    stop();
                    state = State.BODY;
                }
                if (msg instanceof LastHttpContent) {
                    state = State.BETWEEN_REQUESTS;
                }
                super.channelRead(ctx, msg);
            }
        };
    }

    private void stop() {
        if (deadline != null) {
            deadline.cancel(false);
            deadline = null;
        }
    }
}
