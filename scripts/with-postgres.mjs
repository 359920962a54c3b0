#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL 15 server: initdb in a temporary directory, start,
// run the command with TEST_DATABASE_URL set, stop and remove everything, even on failure.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres <command …>');
  process.exit(2);
}

function findBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((v) => path.join(root, v, 'bin')).find((d) => existsSync(path.join(d, 'initdb')));
  if (!dir) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found under /usr/lib/postgresql');
  return dir;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const bin = findBinDir();
const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-pg-'));
const data = path.join(dir, 'data');
const asRoot = process.getuid?.() === 0;
// initdb refuses to run as root: the server runs as the postgres system user then.
if (asRoot) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout), Number(spawnSync('id', ['-g', 'postgres']).stdout));
const pg = (tool, args) => {
  const full = [path.join(bin, tool), ...args];
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', ...full], { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawnSync(full[0], full.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`${tool} failed with ${result.status}`);
};

const port = await freePort();
let started = false;
const stop = () => {
  if (started) {
    try {
      pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(error);
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
};

let code = 1;
try {
  pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  pg('pg_ctl', [
    '-D', data, '-w', '-l', path.join(dir, 'server.log'),
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL (${path.basename(path.dirname(bin))}) running at ${url}`);
  code = await new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
} catch (error) {
  console.error(error);
} finally {
  stop();
}
process.exit(code);
