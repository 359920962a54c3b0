import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { logger } from './logger';

/** Longest wait for in-flight requests: inside Docker's 10 s between SIGTERM and SIGKILL, with room to close the database. */
export const DRAIN_TIMEOUT_MS = 8_000;
const POLL_MS = 20;

/**
 * The HTTP servers of this process and their unfinished requests, learned from Node's documented
 * `http.server.request.start` diagnostics channel: `next start` keeps its server to itself.
 */
export class HttpTracker {
  readonly servers = new Set<Server>();
  readonly inflight = new Set<ServerResponse>();

  private readonly onRequest = (message: unknown) => {
    const { response, server } = message as { request: IncomingMessage; response: ServerResponse; server: Server };
    this.servers.add(server);
    this.inflight.add(response);
    // 'close' also fires when the client goes away, so an aborted request never holds up shutdown.
    response.once('close', () => this.inflight.delete(response));
  };

  attach() {
    diagnosticsChannel.subscribe('http.server.request.start', this.onRequest);
    return this;
  }

  detach() {
    diagnosticsChannel.unsubscribe('http.server.request.start', this.onRequest);
  }
}

/**
 * Stops accepting connections, lets the requests in flight finish (up to `timeoutMs`), closes the
 * sockets left idle, then runs `close` (the database). Keep-alive sockets are closed as soon as their
 * request is done, so a client holding one open cannot delay the exit.
 */
export async function drainAndClose({ tracker, close, timeoutMs = DRAIN_TIMEOUT_MS }: { tracker: HttpTracker; close: () => Promise<void>; timeoutMs?: number }) {
  for (const server of tracker.servers) server.close();
  const deadline = Date.now() + timeoutMs;
  while (tracker.inflight.size > 0 && Date.now() < deadline) {
    for (const server of tracker.servers) server.closeIdleConnections();
    await delay(POLL_MS);
  }
  const abandoned = tracker.inflight.size;
  for (const server of tracker.servers) server.closeAllConnections();
  await close();
  return { abandoned };
}

/**
 * SIGTERM and SIGINT: drain, close the database, exit 0 (1 when closing failed). `npm start` sets
 * NEXT_MANUAL_SIG_HANDLE so that `next start` leaves these signals to this handler; its own handler
 * would exit (143) as soon as the sockets are closed, before an asynchronous database close ends.
 */
export function installGracefulShutdown(close: () => Promise<void>) {
  const tracker = new HttpTracker().attach();
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    logger.info(`${signal}: finishing ${tracker.inflight.size} request(s), then closing the database`);
    drainAndClose({ tracker, close }).then(
      ({ abandoned }) => {
        if (abandoned) logger.warn(`${abandoned} request(s) did not finish within ${DRAIN_TIMEOUT_MS} ms`);
        logger.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
    logger.warn('NEXT_MANUAL_SIG_HANDLE is not set: next start may exit on SIGTERM before the database is closed (npm start sets it)');
  }
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
