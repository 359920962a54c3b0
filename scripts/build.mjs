// The shop's production build: `next build` into NEXT_DIST_DIR (default .next), then V8's compile
// hints on the framework's chunks (compile-hints.mjs). Every build of the shop goes through here:
// `npm run build`, `npm start`, `npm test` and the bench.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './compile-hints.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Builds the shop; answers the exit code of `next build` (0 when the hints were added too). */
export function buildShop(env = process.env) {
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const result = spawnSync(process.execPath, [next, 'build'], { cwd: root, stdio: 'inherit', env: { NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (result.status !== 0) return result.status ?? 1;
  const hinted = addCompileHints(path.join(root, env.NEXT_DIST_DIR || '.next'));
  console.log(`compile hints on ${hinted.length} framework chunk(s)`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(buildShop());
