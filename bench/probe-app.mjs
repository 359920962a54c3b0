// A bench app in its own folder (bench/floor for the turns probe, bench/ppr-probe, bench/lcp-probe),
// built and served as the shop is: `next build` through scripts/build.mjs and the production server
// command of scripts/server-command.mjs. A variant's `env` selects its build (the app's
// next.config.ts reads it).
import { spawn } from 'node:child_process';
import { freePort, waitUntil } from './load/lib.mjs';
import { nextBuild } from '../scripts/build.mjs';
import { serverCommand } from '../scripts/server-command.mjs';

const envOf = (variant) => ({ ...process.env, ...variant.env });

/** `next build` of `app` for `variant`; throws when it fails. */
export function buildProbeApp(app, variant, log) {
  log(`building: ${variant.name}`);
  if (nextBuild(app, envOf(variant)) !== 0) throw new Error(`next build of ${variant.name} failed`);
}

/**
 * `variant`'s build of `app` served on a free port, once `readyPath` answers 200; the server is
 * stopped again when it never does.
 */
export async function serveProbeApp(app, variant, readyPath = '/') {
  const port = await freePort();
  const command = serverCommand({
    port,
    env: { ...envOf(variant), NEXT_TELEMETRY_DISABLED: '1' },
  });
  const child = spawn(command.command, command.args, {
    cwd: app,
    env: command.env,
    stdio: 'ignore',
  });
  const stop = () => child.kill('SIGTERM');
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(async () => (await fetch(baseUrl + readyPath).catch(() => null))?.ok === true, {
      timeoutMs: 30_000,
      what: `${variant.name} on ${port}`,
    });
  } catch (error) {
    stop();
    throw error;
  }
  return { ...variant, baseUrl, child, stop };
}
