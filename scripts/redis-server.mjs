// A throw-away Redis server in a temporary directory, for the tests of the shared cache handler
// (lib/cache/redis-cache-handler.test.ts): Debian's redis-server on a free port, nothing saved to
// disk, removed after. CI installs the redis-server package; without it this fails, never skips.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './postgres-server.mjs';

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN || '/usr/bin/redis-server';

const STARTUP_MS = 10_000;

/** Resolves once something accepts TCP connections on the port, rejects after `ms`. */
function waitForPort(port, ms, exited) {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (exited())
        return reject(new Error(`redis-server exited before listening on port ${port}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline)
          reject(new Error(`redis-server did not listen on port ${port} within ${ms} ms`));
        else setTimeout(attempt, 25);
      });
    };
    attempt();
  });
}

/**
 * Starts redis-server on a free port of 127.0.0.1 in a temporary directory. `stop()` ends it (the
 * directory stays, so `start()` can run it again on the same port); `destroy()` ends it and removes
 * the directory.
 */
export async function createRedis({ prefix = 'storefront-redis-' } = {}) {
  const version = spawnSync(REDIS_SERVER, ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    throw new Error(
      `${REDIS_SERVER} is missing or does not run (${version.error?.message ?? version.stderr}); install the redis-server package (apt-get install redis-server)`,
    );
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const port = await freePort();
  let server = null;

  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--logfile',
      path.join(dir, 'server.log'),
    ];
    const child = spawn(REDIS_SERVER, args, { stdio: 'ignore' });
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    server = child;
    try {
      await waitForPort(port, STARTUP_MS, () => exited);
    } catch (error) {
      child.kill('SIGKILL');
      server = null;
      throw error;
    }
  };

  const stop = async () => {
    const child = server;
    if (!child) return;
    server = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  };

  const destroy = async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    version: version.stdout.trim(),
    start,
    stop,
    destroy,
  };
}
