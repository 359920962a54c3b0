#!/usr/bin/env node
// `npm start`: builds when there is no build or the sources changed since the last one, then serves
// the shop (the embedded database is created, migrated and seeded when the server starts).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildShop } from './build.mjs';
import { serverCommand } from './server-command.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const sources = ['app', 'components', 'features', 'lib', 'messages', 'provider', 'public', 'styles', 'proxy.ts', 'next.config.ts', 'instrumentation.ts', 'package-lock.json', 'tsconfig.json'];
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
  hash.update(JSON.stringify(Object.keys(process.env).filter((k) => k.startsWith('NEXT_PUBLIC_')).map((k) => [k, process.env[k]])));
  return hash.digest('hex');
}

const stamp = path.join(distDir, 'source-hash');
const hash = sourceHash();
const fresh = existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
if (fresh) {
  console.log('Build is up to date.');
} else {
  console.log('Building the shop for production…');
  const status = buildShop();
  if (status !== 0) process.exit(status);
  writeFileSync(stamp, hash);
}
// The server is a process of its own because its heap flags (server-command.mjs) must be given when
// node starts and the build above needs a larger heap. This script forwards the signals (Docker and
// npm signal only their direct child) and exits with the server's code.
const { command, args, env } = serverCommand({ port: process.env.PORT || '3000' });
const server = spawn(command, args, { stdio: 'inherit', env });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
