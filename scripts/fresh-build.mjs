// The production build, made only when there is none or the sources changed since the last one:
// `npm start` and `npm run start:cluster` share it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildShop } from './build.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const sources = [
  'app',
  'components',
  'features',
  'lib',
  'messages',
  'provider',
  'public',
  'styles',
  'proxy.ts',
  'next.config.ts',
  'instrumentation.ts',
  'package-lock.json',
  'tsconfig.json',
];
const skip = new Set(['node_modules', '.next', '.data', 'migrations-test']);

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (skip.has(name) || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(source)) {
      hash.update(file);
      hash.update(readFileSync(file));
    }
  }
  hash.update(
    JSON.stringify(
      Object.keys(process.env)
        .filter((k) => k.startsWith('NEXT_PUBLIC_') || k === 'NEXT_DEPLOYMENT_ID')
        .map((k) => [k, process.env[k]]),
    ),
  );
  return hash.digest('hex');
}

/** Builds unless the build in NEXT_DIST_DIR is of the current sources; answers 0 or the build's exit code. */
export function ensureBuild() {
  const stamp = path.join(distDir, 'source-hash');
  const hash = sourceHash();
  if (
    existsSync(path.join(distDir, 'BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === hash
  ) {
    console.log('Build is up to date.');
    return 0;
  }
  console.log('Building the shop for production…');
  const status = buildShop();
  if (status === 0) writeFileSync(stamp, hash);
  return status;
}
