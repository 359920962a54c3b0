// A throw-away PostgreSQL server for the fault script, like scripts/with-postgres.mjs: initdb in a
// temporary directory (as the postgres system user when run as root), and pg_ctl to stop and start
// it again while the shop runs.
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib.mjs';

function findBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((version) => path.join(root, version, 'bin')).find((candidate) => existsSync(path.join(candidate, 'initdb')));
  if (!dir) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found under /usr/lib/postgresql');
  return dir;
}

export async function createPostgres() {
  const bin = findBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-faults-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout), Number(spawnSync('id', ['-g', 'postgres']).stdout));
  const pg = (tool, args) => {
    const full = [path.join(bin, tool), ...args];
    const result = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', ...full], { stdio: ['ignore', 'pipe', 'pipe'] }) : spawnSync(full[0], full.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  };
  const port = await freePort();
  let running = false;
  pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const start = () => {
    pg('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
    running = true;
  };
  const stop = (mode = 'fast') => {
    pg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      if (running) {
        try {
          stop('immediate');
        } catch (error) {
          console.error(error);
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
