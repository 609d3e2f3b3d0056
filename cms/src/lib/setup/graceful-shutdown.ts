import type { Core } from '@strapi/strapi';
import { shopConfig } from '../shop-config';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** Stops taking connections and waits until the requests under way have been answered (or the limit). */
function drain(server: import('node:http').Server, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearInterval(sweeper);
      clearTimeout(limit);
      resolve();
    };
    const limit = setTimeout(done, limitMs);
    // Keep-alive connections that finished their request would hold close() open: close them as they idle.
    const sweeper = setInterval(() => server.closeIdleConnections(), 100);
    server.close(done);
    server.closeIdleConnections();
  });
}

/**
 * On SIGTERM or SIGINT, in-flight requests finish before Strapi's own shutdown (which drops every open
 * connection) runs: Strapi's signal handlers are kept and called after the drain.
 */
export function shutDownGracefully(strapi: Core.Strapi) {
  for (const signal of SIGNALS) {
    const strapiHandlers = process.listeners(signal);
    process.removeAllListeners(signal);
    let draining = false;
    process.on(signal, async () => {
      if (draining) return;
      draining = true;
      strapi.log.info(`${signal}: finishing requests under way before shutting down`);
      const server = strapi.server?.httpServer;
      if (server?.listening) await drain(server, shopConfig(strapi).shutdownGraceMs);
      for (const handler of strapiHandlers) (handler as (s: string) => void)(signal);
    });
  }
}
