// How the production server is started, shared by `npm start`, the e2e server and the benchmarks so
// that what is measured is what runs: the framework's own `next start` (docs/adr/0007). It serves in
// the process it is started in; the memory settings below are node flags, so they are given when
// that process starts.
import path from 'node:path';

/**
 * The repository's `next` command, resolved in the caller's folder (the repository), so a bench app
 * in another folder, started with that folder as its working directory, is served by the same version.
 */
export const NEXT_BIN = path.resolve('node_modules', '.bin', 'next');

/**
 * Node's heap settings for the server (docs/adr/0010-server-memory-limits.md). The shop's live heap
 * is about 100 MB under 50 connections; without a limit V8 kept growing the heap it reserves
 * (heapTotal 194 → 449 MB over a soak) long after the live objects stopped growing. A 384 MB old
 * space makes it collect before it grows, with nearly 4 × headroom over the live set. (Smaller
 * semi-spaces were measured too and saved nothing more.)
 */
export const HEAP_FLAGS = [['--max-old-space-size', '384']];

/**
 * glibc gives each thread that allocates (libuv's pool: file system, zlib, crypto) its own malloc
 * arena that it rarely returns; two arenas saved about 100 MB of RSS under load.
 */
export const MALLOC_ARENA_MAX = '2';

/**
 * The node flags of the server: each heap flag unless NODE_OPTIONS already sets it, since flags on
 * the command line override NODE_OPTIONS and an operator's own limit (a larger catalog) must win.
 */
export function serverNodeFlags(nodeOptions = '') {
  const given = new Set(
    nodeOptions.split(/\s+/).map((option) => option.split('=')[0].replaceAll('_', '-')),
  );
  return HEAP_FLAGS.filter(([flag]) => !given.has(flag)).map(([flag, value]) => `${flag}=${value}`);
}

/**
 * Command, arguments and environment of the server on `port`, serving the app in the caller's
 * working folder with the repository's `next` (so a bench app in another folder is served by the
 * same version). No host: binding 127.0.0.1 explicitly breaks next-intl's rewrites in Next 16
 * (issue 2 notes). Keep-alive longer than a load balancer's idle timeout, so the server never closes
 * a socket first. NEXT_MANUAL_SIG_HANDLE leaves SIGTERM and SIGINT to the shop's handler
 * (instrumentation.ts), which finishes the requests in flight and closes the database before
 * exiting 0.
 */
export function serverCommand({ port, env = process.env }) {
  return {
    command: process.execPath,
    args: [
      ...serverNodeFlags(env.NODE_OPTIONS),
      NEXT_BIN,
      'start',
      '-p',
      String(port),
      '--keepAliveTimeout',
      '65000',
    ],
    env: { MALLOC_ARENA_MAX, ...env, PORT: String(port), NEXT_MANUAL_SIG_HANDLE: 'true' },
  };
}
