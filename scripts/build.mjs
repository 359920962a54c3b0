// The shop's production build: `next build` into NEXT_DIST_DIR (default .next), as Next builds it
// (ADR 47: nothing edits its output). Every build of the shop goes through here: `npm run build`,
// `npm start`, `npm test` and the bench.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * `next build` of the app in `cwd`; answers its exit code. A build into another distDir adds that
 * folder's types to the app's tsconfig.json, so the file is put back as it was.
 */
export function nextBuild(cwd, env = process.env) {
  const tsconfig = path.join(cwd, 'tsconfig.json');
  const original = readFileSync(tsconfig, 'utf8');
  const next = path.join(root, 'node_modules', '.bin', 'next');
  const result = spawnSync(process.execPath, [next, 'build'], {
    cwd,
    stdio: 'inherit',
    env: { NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  writeFileSync(tsconfig, original);
  return result.status ?? 1;
}

/** Builds the shop; answers the exit code of `next build`. */
export function buildShop(env = process.env) {
  return nextBuild(root, env);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(buildShop());
