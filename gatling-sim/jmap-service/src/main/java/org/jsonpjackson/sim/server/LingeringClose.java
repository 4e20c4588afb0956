package org.jsonpjackson.sim.server;

import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.channel.socket.DuplexChannel;
import io.netty.util.AttributeKey;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.ScheduledFuture;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Closes a connection in stages once its answer refused a request body unread (RFC 9112 section 9.6): the
 * server half-closes, then reads and discards what the client still sends, until the client closes too, or
 * {@code maxBytes} more arrive, or {@code maxTime} passes; only then does it close the connection.
 *
 * <p>A connection closed at once, with the client's body still arriving, is reset by the kernel, and a reset
 * can erase the answer before the client has read it: the client that sent too large a body would then see
 * a reset instead of its 413. The bounds keep an attacker from holding the connection, or from sending much,
 * after the answer. Any other close (a timeout, the connection limit, a server shutdown without a refusal)
 * is immediate. Sits at the head of the pipeline, before the HTTP codec; runs on the connection's event loop.
 */
final class LingeringClose extends ChannelDuplexHandler {

    private static final AttributeKey<Boolean> REFUSED_UNREAD = AttributeKey.valueOf("jmap.refusedUnread");

    private final long maxBytes;
    private final long maxNanos;
    private boolean lingering;
    private long discarded;
    private ScheduledFuture<?> deadline;

    LingeringClose(long maxBytes, Duration maxTime) {
        this.maxBytes = maxBytes;
        this.maxNanos = maxTime.toNanos();
    }

    /** Makes the next close of {@code channel} a lingering one: its answer refused a body it did not read. */
    static void refusedUnread(Channel channel) {
        channel.attr(REFUSED_UNREAD).set(Boolean.TRUE);
    }

    @Override
    public void close(ChannelHandlerContext ctx, ChannelPromise promise) throws Exception {
        Channel channel = ctx.channel();
        if (lingering) {
            // closed again while lingering (a timeout, a shutdown): the deadline or the client ends it
            promise.trySuccess();
            return;
        }
        if (!Boolean.TRUE.equals(channel.attr(REFUSED_UNREAD).get()) || !(channel instanceof DuplexChannel duplex)
                || !channel.isActive() || duplex.isInputShutdown()) {
            ctx.close(promise);
            return;
        }
        lingering = true;
        promise.trySuccess();
        deadline = ctx.executor().schedule(() -> {
            ctx.close();
        }, maxNanos, TimeUnit.NANOSECONDS);
        duplex.shutdownOutput().addListener(shutdown -> {
            if (!shutdown.isSuccess()) {
                ctx.close();
            }
        });
        channel.config().setAutoRead(true);
        ctx.read();
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) throws Exception {
        if (!lingering) {
            super.channelRead(ctx, msg);
            return;
        }
        if (msg instanceof ByteBuf bytes) {
            discarded += bytes.readableBytes();
        }
        ReferenceCountUtil.release(msg);
        if (discarded > maxBytes) {
            ctx.close();
        }
    }

    @Override
    public void channelReadComplete(ChannelHandlerContext ctx) throws Exception {
        if (!lingering) {
            super.channelReadComplete(ctx);
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        if (deadline != null) {
            deadline.cancel(false);
        }
        super.channelInactive(ctx);
    }
}
