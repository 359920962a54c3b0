// A probe's own Next app (bench/ppr-probe, bench/lcp-probe), built and started as Next does it, once
// per variant: each variant's `env` selects its build (the app's next.config.ts reads it).
import { spawn, spawnSync } from 'node:child_process';
import { freePort, waitUntil } from './load/lib.mjs';
import { NEXT_BIN } from '../scripts/server-command.mjs';

const envOf = (variant) => ({ ...process.env, ...variant.env, NEXT_TELEMETRY_DISABLED: '1' });

/** `next build` of `app` for `variant`; throws with Next's output when it fails. */
export function buildProbeApp(app, variant, log) {
  log(`building: ${variant.name}`);
  const result = spawnSync(NEXT_BIN, ['build'], {
    cwd: app,
    env: envOf(variant),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`next build failed:\n${result.stdout}${result.stderr}`);
}

/** `next start` of `variant`'s build on a free port, once `readyPath` answers 200. */
export async function serveProbeApp(app, variant, readyPath = '/') {
  const port = await freePort();
  const child = spawn(NEXT_BIN, ['start', '-p', String(port)], {
    cwd: app,
    env: envOf(variant),
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntil(async () => (await fetch(origin + readyPath).catch(() => null))?.ok === true, {
    timeoutMs: 30_000,
    what: `${variant.name} on ${port}`,
  });
  return { ...variant, origin, child };
}
