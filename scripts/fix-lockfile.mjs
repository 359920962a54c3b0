#!/usr/bin/env node
// npm records optional platform binaries (@next/swc-*, @swc/core-*, …) only for the platform that
// ran `npm install`, and `npm ci` then refuses the lockfile as out of sync. This adds the missing
// entries (version, os, cpu, optional) so `npm ci` works on a clean machine; npm skips installing
// them on other platforms, so no download address is needed. Run it after changing dependencies.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const dry = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], { encoding: 'utf8' });
const missing = [
  ...`${dry.stdout}${dry.stderr}`.matchAll(/Missing: (@?[^@\s]+)@\S* from lock file/g),
].map((m) => m[1]);

const wanted = new Map();
for (const [key, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (!wanted.has(dep)) wanted.set(dep, { parent: key, version });
  }
}
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'];
const systems = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony'];
for (const name of missing) {
  const { parent, version } = wanted.get(name) ?? {};
  if (!version) throw new Error(`no parent declares ${name}`);
  const parts = name.split('/').pop().split('-');
  const entry = {
    version: version.replace(/^[\^~]/, ''),
    cpu: [parts.find((p) => cpus.includes(p))],
    os: [parts.find((p) => systems.includes(p))],
    optional: true,
  };
  if (parts.some((p) => p.includes('musl'))) entry.libc = ['musl'];
  else if (parts.some((p) => p.includes('gnu'))) entry.libc = ['glibc'];
  if (packages[parent]?.dev) entry.dev = true;
  packages[`node_modules/${name}`] = entry;
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${missing.length} platform entries`);
