// A throw-away PostgreSQL server in a temporary directory, for the provider tests on PostgreSQL
// (scripts/with-postgres.mjs) and the fault script (bench/load/faults.mjs): initdb, then pg_ctl to
// start and stop it, as the postgres system user when run as root (initdb refuses root).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function findBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((candidate) => existsSync(path.join(candidate, 'initdb')));
  if (!dir)
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) not found under /usr/lib/postgresql',
    );
  return dir;
}

/**
 * Creates and starts the server. `settings` are extra `-c` options (e.g. fsync=off for tests).
 * `destroy()` stops it if it runs and removes the directory. With `dir`, the server lives in that
 * folder and keeps its data: it is created on the first start only, and `destroy()` just stops it.
 * `port`: the port to listen on (default: one the system has free).
 * `role`: `{ name, password }` of the application's own role (issue 41): it owns a database of its
 * name and is no superuser, TCP connections need a password (scram-sha-256), and the answered URL
 * is that role's. Without it: the superuser `postgres`, trusted (the tests' throw-away servers).
 */
export async function createPostgres({
  settings = [],
  prefix = 'storefront-pg-',
  dir: keptDir,
  port: givenPort,
  role,
} = {}) {
  const bin = findBinDir();
  if (keptDir) mkdirSync(keptDir, { recursive: true });
  const dir = keptDir ? path.resolve(keptDir) : mkdtempSync(path.join(os.tmpdir(), prefix));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      dir,
      Number(spawnSync('id', ['-u', 'postgres']).stdout),
      Number(spawnSync('id', ['-g', 'postgres']).stdout),
    );
  const pg = (tool, args) => {
    const full = [path.join(bin, tool), ...args];
    const options = { stdio: ['ignore', 'pipe', 'pipe'] };
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', ...full], options)
      : spawnSync(full[0], full.slice(1), options);
    if (result.status !== 0)
      throw new Error(`${tool} ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  };
  const port = givenPort ?? (await freePort());
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    ...settings.map((setting) => `-c ${setting}`),
  ].join(' ');
  let running = false;
  const start = () => {
    pg('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      serverOptions,
      'start',
    ]);
    running = true;
  };
  const stop = (mode = 'fast') => {
    pg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    running = false;
  };
  const destroy = () => {
    if (running) {
      try {
        stop(keptDir ? 'fast' : 'immediate');
      } catch (error) {
        console.error(error);
      }
    }
    if (!keptDir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const created = !existsSync(path.join(data, 'PG_VERSION'));
    if (created)
      pg('initdb', [
        '-D',
        data,
        '-U',
        'postgres',
        // The superuser only over the server's own socket in its folder; TCP with a password.
        ...(role ? ['--auth-local=trust', '--auth-host=scram-sha-256'] : ['-A', 'trust']),
        '--no-sync',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
      ]);
    start();
    if (role) {
      const sql = (statement) =>
        pg('psql', ['-h', dir, '-p', String(port), '-U', 'postgres', '-qAt', '-c', statement]);
      const name = role.name.replace(/[^a-z0-9_]/g, '');
      const password = role.password.replaceAll("'", "''");
      sql(
        `do $$ begin if not exists (select from pg_roles where rolname = '${name}') then create role ${name} login password '${password}'; else alter role ${name} password '${password}'; end if; end $$`,
      );
      if (created) sql(`create database ${name} owner ${name}`);
    }
  } catch (error) {
    destroy();
    throw error;
  }
  return {
    url: role
      ? `postgres://${role.name}:${encodeURIComponent(role.password)}@127.0.0.1:${port}/${role.name}`
      : `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: path.basename(path.dirname(bin)),
    start,
    stop,
    destroy,
  };
}
