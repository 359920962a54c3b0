import diagnosticsChannel from 'node:diagnostics_channel';
import type { Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { logger } from './logger';

/** Longest wait for in-flight requests: inside Docker's 10 s between SIGTERM and SIGKILL, with room to close the database. */
export const DRAIN_TIMEOUT_MS = 8_000;
const POLL_MS = 20;

/**
 * The HTTP servers of this process, learned from Node's documented `http.server.request.start`
 * diagnostics channel: `next start` keeps its server to itself. Nothing is kept per request: a
 * 'close' listener on every response cost several µs of a cached page's 40 or so (issue 10). The
 * requests in flight are found when they matter, at shutdown: once the idle connections are
 * closed, each connection still open is busy with one.
 */
export class HttpTracker {
  readonly servers = new Set<Server>();

  private readonly onRequest = (message: unknown) => {
    this.servers.add((message as { server: Server }).server);
  };

  attach() {
    diagnosticsChannel.subscribe('http.server.request.start', this.onRequest);
    return this;
  }

  detach() {
    diagnosticsChannel.unsubscribe('http.server.request.start', this.onRequest);
  }

  /** Stops accepting connections and closes the idle keep-alive ones. */
  stopAccepting() {
    for (const server of this.servers) {
      server.close();
      server.closeIdleConnections();
    }
  }

  /** Connections still open on the servers: after stopAccepting, those with a request in flight. */
  async openConnections() {
    const counts = await Promise.all(
      [...this.servers].map(
        (server) =>
          new Promise<number>((resolve) =>
            server.getConnections((error, count) => resolve(error ? 0 : count)),
          ),
      ),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  }
}

/**
 * Stops accepting connections, lets the requests in flight finish (up to `timeoutMs`), closes the
 * sockets left idle, then runs `close` (the database). Keep-alive sockets are closed as soon as their
 * request is done, so a client holding one open cannot delay the exit. `onDraining` hears how many
 * requests are in flight once no new one can come.
 */
export async function drainAndClose({
  tracker,
  close,
  timeoutMs = DRAIN_TIMEOUT_MS,
  onDraining,
}: {
  tracker: HttpTracker;
  close: () => Promise<void>;
  timeoutMs?: number;
  onDraining?: (inflight: number) => void;
}) {
  tracker.stopAccepting();
  onDraining?.(await tracker.openConnections());
  const deadline = Date.now() + timeoutMs;
  while ((await tracker.openConnections()) > 0 && Date.now() < deadline) {
    for (const server of tracker.servers) server.closeIdleConnections();
    await delay(POLL_MS);
  }
  const abandoned = await tracker.openConnections();
  for (const server of tracker.servers) server.closeAllConnections();
  await close();
  return { abandoned };
}

/**
 * SIGTERM and SIGINT: drain, close the database, exit 0 (1 when closing failed). Used by the Next
 * server (instrumentation.ts) and the standalone provider (server.ts), whose keep-alive callers (a
 * storefront's connection pool) would otherwise hold `server.close()` open for ever.
 */
export function installGracefulShutdown(close: () => Promise<void>) {
  const tracker = new HttpTracker().attach();
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    const onDraining = (inflight: number) =>
      logger.info(`${signal}: finishing ${inflight} request(s), then closing the database`);
    drainAndClose({ tracker, close, onDraining }).then(
      ({ abandoned }) => {
        if (abandoned)
          logger.warn(`${abandoned} request(s) did not finish within ${DRAIN_TIMEOUT_MS} ms`);
        logger.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
