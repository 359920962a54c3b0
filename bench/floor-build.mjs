// The bench's floor (bench/floor: bare Next 16 + React 19 + next-intl) built as Next builds it, when
// missing or when its sources changed since (a hash of them stamped into the build). Shared by the
// page bench (bench/run.mjs) and the turns probe (bench/turns-probe.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nextBuild } from '../scripts/build.mjs';

export const FLOOR_DIR = path.resolve('bench/floor');
const FLOOR_DIST = path.join(FLOOR_DIR, '.next');

/** Every source file under `entry`, in a stable order (dot-folders, node_modules and .d.ts left out). */
export function* sourceFiles(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort())
    if (!name.startsWith('.') && name !== 'node_modules' && !name.endsWith('.d.ts'))
      yield* sourceFiles(path.join(entry, name));
}

function floorHash() {
  const hash = createHash('sha256');
  for (const file of [...sourceFiles(FLOOR_DIR), 'package-lock.json'])
    hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/** True when `dir` holds a build stamped with `hash` (and `force` is off). */
export function freshBuild(dir, hash, force = false) {
  return (
    !force &&
    existsSync(path.join(dir, 'BUILD_ID')) &&
    existsSync(path.join(dir, 'source-hash')) &&
    readFileSync(path.join(dir, 'source-hash'), 'utf8') === hash
  );
}

/** Builds the floor unless its build is up to date; `log` says which. */
export function ensureFloorBuild({ force = false, log = console.log } = {}) {
  const hash = floorHash();
  if (freshBuild(FLOOR_DIST, hash, force)) {
    log('floor build is up to date');
    return;
  }
  log('building the floor…');
  if (nextBuild(FLOOR_DIR) !== 0) throw new Error('floor build failed');
  writeFileSync(path.join(FLOOR_DIST, 'source-hash'), hash);
}
