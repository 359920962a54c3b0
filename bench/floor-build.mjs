// The bench's floor (bench/floor: bare Next 16 + React 19 + next-intl) built as Next builds it, when
// missing or when its sources changed since (scripts/fresh-build.mjs). Shared by the page bench
// (bench/run.mjs) and the turns probe (bench/turns-probe.mjs).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nextBuild } from '../scripts/build.mjs';
import { ensureStampedBuild, filesUnder } from '../scripts/fresh-build.mjs';

export const FLOOR_DIR = path.resolve('bench/floor');
const leftOut = (name) => name.startsWith('.') || name === 'node_modules' || name.endsWith('.d.ts');

function floorHash() {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(FLOOR_DIR, leftOut), 'package-lock.json'])
    hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/** Builds the floor unless its build is of its current sources (or always with `force`). */
export function ensureFloorBuild({ force = false, log = console.log } = {}) {
  const status = ensureStampedBuild({
    distDir: path.join(FLOOR_DIR, '.next'),
    hash: floorHash(),
    build: () => nextBuild(FLOOR_DIR),
    name: 'the floor',
    force,
    log,
  });
  if (status !== 0) throw new Error('floor build failed');
}
