package org.jsonpjackson.sim.server;

import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * At most {@code max} connections open at once, one instance per server: a connection beyond that is closed as
 * soon as it is accepted, before it costs more than its file descriptor.
 */
@ChannelHandler.Sharable
final class ConnectionLimit extends ChannelInboundHandlerAdapter {

    private final AtomicInteger open = new AtomicInteger();
    private final int max;

    ConnectionLimit(int max) {
        this.max = max;
    }

    /** Connections open now, the refused ones included until they are gone. */
    int open() {
        return open.get();
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        // the count this connection made, not a later read: with two worker loops, a read after another's
        // increment would refuse both newcomers of a race where only one is over the limit
        if (open.incrementAndGet() > max) {
            ctx.close();
            return;
        }
        super.channelActive(ctx);
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        open.decrementAndGet();
        super.channelInactive(ctx);
    }
}
