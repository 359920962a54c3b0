// The production build, made only when there is none or the sources changed since the last one:
// `npm start` and `npm run start:cluster` share it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildShop } from './build.mjs';

const defaultDistDir = process.env.NEXT_DIST_DIR || '.next';
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
const leftOut = (name) => skip.has(name) || name.endsWith('.test.ts') || name.endsWith('.test.tsx');

/** Every file under `entry` (a file or a folder), in a stable order, without the names `leaveOut` names. */
export function* filesUnder(entry, leaveOut) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort())
    if (!leaveOut(name)) yield* filesUnder(path.join(entry, name), leaveOut);
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of filesUnder(source, leftOut)) {
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

/**
 * Builds into `distDir` with `build` unless it holds a build stamped with `hash` (of its sources), or
 * always with `force`, and stamps what it built. Answers 0 or the build's exit code. `npm start`, the
 * bench's shop and the bench's floor are each kept this way.
 */
export function ensureStampedBuild({
  distDir,
  hash,
  build,
  name,
  force = false,
  log = console.log,
}) {
  const stamp = path.join(distDir, 'source-hash');
  if (
    !force &&
    existsSync(path.join(distDir, 'BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === hash
  ) {
    log(`The build of ${name} in ${distDir} is up to date.`);
    return 0;
  }
  log(`Building ${name} into ${distDir}…`);
  const status = build();
  if (status === 0) writeFileSync(stamp, hash);
  return status;
}

/**
 * Builds the shop into `distDir` (NEXT_DIST_DIR or .next) unless it holds a build of the current
 * sources, or always with `force`; answers 0 or the build's exit code. `npm start`, the page bench
 * (.next-bench) and the load scripts (.next-load) build this way.
 */
export function ensureBuild({ distDir = defaultDistDir, force = false, log = console.log } = {}) {
  return ensureStampedBuild({
    distDir,
    hash: sourceHash(),
    build: () => buildShop({ ...process.env, NEXT_DIST_DIR: distDir }),
    name: 'the shop',
    force,
    log,
  });
}
