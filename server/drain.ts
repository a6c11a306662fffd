import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

// On SIGTERM or SIGINT (a deploy, a scale-down, Ctrl-C): stop taking connections, let requests in
// flight finish (an outbox write completes and is answered), close the stores, exit 0. Past
// `timeoutMs` the remaining connections are cut, so the process ends in bounded time.
//
// A keep-alive connection that is idle when the drain begins stays open: a client may be sending its
// next request on it at this very moment, and closing it under that request resets it. Its next
// request is answered with `Connection: close`, which ends the connection cleanly; one that never
// sends again ends at the keep-alive time-out the client was told (`Keep-Alive: timeout=…`).

export interface DrainOptions {
  timeoutMs: number;
  /** Releases what must be released before exit (store connections); bounded by the caller. */
  release: () => Promise<void>;
  log?: Pick<Console, 'log' | 'warn'>;
}

export function drainOnSignals(server: Server, { timeoutMs, release, log = console }: DrainOptions) {
  let draining = false;
  // First among the request listeners, so the header is set before any answer is written.
  server.prependListener('request', (_req, res) => {
    if (draining) res.setHeader('Connection', 'close');
  });

  const shutdown = async (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    log.log(`[server] ${signal}: finishing requests in flight, then exiting`);
    const deadline = setTimeout(() => {
      log.warn(`[server] requests still open after ${timeoutMs} ms: closing them`);
      server.closeAllConnections();
    }, timeoutMs);
    // net.Server's close stops listening and waits for every connection to end; http.Server's own
    // close would also cut the idle keep-alive connections at once, racing the requests on their way.
    await new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    clearTimeout(deadline);
    await release().catch(() => undefined);
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
}
