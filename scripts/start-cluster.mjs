#!/usr/bin/env node
// `npm run start:cluster`: the production shape of docs/operations.md on one machine, from Debian's
// binaries: PostgreSQL, redis-server, two `next start` instances of one build, nginx in front.
//
//   node scripts/start-cluster.mjs          data kept in .data/cluster (PostgreSQL, files, secrets)
//   node scripts/start-cluster.mjs --test   everything in temporary folders, removed on exit; no
//                                           build is made (the tests' build is reused)
//   node scripts/start-cluster.mjs --split  the split shape (ADR 35): CLUSTER_PROVIDERS (default 2)
//                                           provider processes behind nginx's /backend, and the
//                                           storefront instances without a database
//
// Settings: CLUSTER_PORT (nginx, default 8080; the instances, Redis and PostgreSQL take the ports
// right after it), CLUSTER_INSTANCES (default 2), DATABASE_URL and REDIS_URL (existing servers
// instead of starting them), JWT_SECRET, PAYMENT_SECRET, REVALIDATE_SECRET, SEO_PREVIEW_TOKEN
// (generated when unset: kept in .data/cluster/secrets.json, or for the run with --test),
// NEXT_DEPLOYMENT_ID (passed to the build and every instance when set), CLUSTER_STATE_FILE (where
// to write the addresses and process ids, for the cluster tests).
// Ctrl-C or SIGTERM stops everything in reverse order.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nginxConfig } from '../deploy/nginx/shop-conf.mjs';
import { createPostgres } from './postgres-server.mjs';
import { providerCommand, storefrontEnv } from './provider-command.mjs';
import { serverCommand } from './server-command.mjs';
import { createSupervisor, httpReady } from './supervisor.mjs';

const testRun = process.argv.includes('--test');
const port = Number(process.env.CLUSTER_PORT || 8080);
const instanceCount = Number(process.env.CLUSTER_INSTANCES || 2);
const split = process.argv.includes('--split');
const providerCount = split ? Number(process.env.CLUSTER_PROVIDERS || 2) : 0;
// The ports after nginx's, in order: the instances, Redis, PostgreSQL (8081… by default), then in
// the split shape the providers and nginx's way in for the storefront instances.
const instancePort = (index) => port + 1 + index;
const redisPort = port + instanceCount + 1;
const postgresPort = port + instanceCount + 2;
const providerPort = (index) => port + instanceCount + 3 + index;
const providerListenPort = port + instanceCount + 3 + providerCount;
const distDir = process.env.NEXT_DIST_DIR || '.next';
const { say, waitFor, run, stopChild, shutdown, onShutdown, prepareRun } =
  createSupervisor('cluster');

const redisPong = (redisPort, password) => () =>
  new Promise((resolve) => {
    const socket = net.connect(redisPort, '127.0.0.1');
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('connect', () => socket.write(`AUTH ${password}\r\nPING\r\n`));
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString();
      if (!answer.includes('\r\n+') && !answer.startsWith('-')) return;
      socket.end();
      resolve(answer.includes('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });

/** A server's address for the log: its password never is. */
function withoutPassword(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The secrets every instance must share; kept for the next run unless this is a test run. */
function sharedSecrets(dataDir) {
  const file = path.join(dataDir, 'secrets.json');
  const stored = !testRun && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = {};
  for (const name of [
    'JWT_SECRET',
    'PAYMENT_SECRET',
    'REVALIDATE_SECRET',
    'SEO_PREVIEW_TOKEN',
    'DATABASE_PASSWORD',
    'REDIS_PASSWORD',
  ]) {
    secrets[name] = process.env[name] || stored[name] || randomBytes(32).toString('base64url');
  }
  if (!testRun) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return secrets;
}

/** nginx's addresses: loopback, IPv6 too when the machine has it (browsers try ::1 for localhost). */
async function listenAddresses() {
  const ipv6 = await new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(0, '::1', () => probe.close(() => resolve(true)));
  });
  return ipv6 ? [`127.0.0.1:${port}`, `[::1]:${port}`] : [`127.0.0.1:${port}`];
}

async function main() {
  const root = prepareRun({ testRun, distDir });
  const secrets = sharedSecrets(root);

  // Issue 41: the shop connects as a role of its own with a password, never as the superuser.
  const shopRole = { name: 'shop', password: secrets.DATABASE_PASSWORD };
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const postgres = await createPostgres(
      testRun
        ? {
            port: postgresPort,
            settings: ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'],
            prefix: 'storefront-cluster-pg-',
            role: shopRole,
          }
        : { port: postgresPort, dir: path.join(root, 'postgres'), role: shopRole },
    );
    onShutdown(() => postgres.destroy());
    databaseUrl = postgres.url;
    say(`PostgreSQL ${postgres.version} at ${withoutPassword(databaseUrl)}`);
  }

  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    const redis = run('redis', '/usr/bin/redis-server', [
      '--bind',
      '127.0.0.1',
      '--port',
      String(redisPort),
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      root,
      // A cache (issue 41): a password, and a memory limit that evicts the least used entries
      // rather than refusing writes (docs/operations.md: sizing).
      '--requirepass',
      secrets.REDIS_PASSWORD,
      '--maxmemory',
      process.env.CLUSTER_REDIS_MAXMEMORY || '256mb',
      '--maxmemory-policy',
      'allkeys-lru',
    ]);
    onShutdown(() => stopChild(redis));
    await waitFor('redis-server', redisPong(redisPort, secrets.REDIS_PASSWORD));
    redisUrl = `redis://:${encodeURIComponent(secrets.REDIS_PASSWORD)}@127.0.0.1:${redisPort}`;
    say(`Redis at ${withoutPassword(redisUrl)}`);
  }

  const siteUrl = `http://localhost:${port}`;
  const purgeUrl = `http://127.0.0.1:${port}/purge`;
  const filesDir = path.join(root, 'files');
  mkdirSync(filesDir, { recursive: true });
  // The provider's settings: in every instance, or (split) in the provider processes only.
  const providerEnv = {
    ...secrets,
    DATABASE_URL: databaseUrl,
    // CV uploads: one folder that every instance on this machine shares (several machines: S3).
    DATA_DIR: filesDir,
  };
  const sharedEnv = {
    REDIS_URL: redisUrl,
    SITE_URL: siteUrl,
    TRUSTED_PROXY_HOPS: '1',
    CACHE_PURGE_URL: purgeUrl,
  };
  const emptyDir = path.join(root, 'storefront');
  mkdirSync(emptyDir, { recursive: true });
  const instanceEnv = split
    ? {
        ...storefrontEnv(process.env),
        ...sharedEnv,
        REVALIDATE_SECRET: secrets.REVALIDATE_SECRET,
        SEO_PREVIEW_TOKEN: secrets.SEO_PREVIEW_TOKEN,
        PROVIDER_API_URL: `http://127.0.0.1:${providerListenPort}/backend`,
        DATA_DIR: emptyDir,
      }
    : { ...process.env, ...providerEnv, ...sharedEnv };

  const providers = [];
  const startProvider = async (index) => {
    const { command, args, env } = providerCommand({
      port: providerPort(index),
      env: { ...process.env, ...providerEnv, SITE_URL: siteUrl, TRUSTED_PROXY_HOPS: '1' },
    });
    const child = run(`provider-${index + 1}`, command, args, { env, critical: false });
    onShutdown(() => stopChild(child));
    const provider = {
      url: `http://127.0.0.1:${providerPort(index)}`,
      port: providerPort(index),
      pid: child.pid,
    };
    providers.push(provider);
    await waitFor(`provider ${index + 1}`, httpReady(`${provider.url}/backend/ready`));
    say(`provider ${index + 1} at ${provider.url} (pid ${child.pid})`);
  };

  const instances = [];
  const startInstance = async (index) => {
    const { command, args, env } = serverCommand({ port: instancePort(index), env: instanceEnv });
    const child = run(`next-${index + 1}`, command, args, { env, critical: false });
    onShutdown(() => stopChild(child));
    const instance = {
      url: `http://127.0.0.1:${instancePort(index)}`,
      port: instancePort(index),
      pid: child.pid,
    };
    instances.push(instance);
    await waitFor(`instance ${index + 1}`, httpReady(`${instance.url}/backend/ready`));
    say(`instance ${index + 1} at ${instance.url} (pid ${child.pid})`);
  };
  // The first one migrates and seeds the database as every start does; the others start once it is
  // done, so two never race on the migrations.
  const startAll = async (count, start) => {
    await start(0);
    await Promise.all(Array.from({ length: count - 1 }, (_, index) => start(index + 1)));
  };

  const nginxDir = testRun
    ? path.join(root, 'nginx')
    : mkdtempSync(path.join(os.tmpdir(), 'storefront-nginx-'));
  mkdirSync(nginxDir, { recursive: true });
  // Started as root, nginx's workers run as nobody: they must reach their cache and temp folders.
  chmodSync(nginxDir, 0o755);
  if (testRun) chmodSync(root, 0o711);
  if (!testRun) onShutdown(() => rmSync(nginxDir, { recursive: true, force: true }));
  const conf = path.join(nginxDir, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConfig({
      prefix: nginxDir,
      listen: await listenAddresses(),
      upstreams: Array.from(
        { length: instanceCount },
        (_, index) => `127.0.0.1:${instancePort(index)}`,
      ),
      shopRoot: '.',
      distDir,
      exposeUpstream: testRun,
      workers: testRun ? 1 : 'auto',
      providers: Array.from(
        { length: providerCount },
        (_, index) => `127.0.0.1:${providerPort(index)}`,
      ),
      providerListen: split ? `127.0.0.1:${providerListenPort}` : undefined,
    }),
  );
  let nginx;
  const startNginx = () => {
    nginx = run('nginx', '/usr/sbin/nginx', [
      '-p',
      nginxDir,
      '-c',
      conf,
      '-e',
      'stderr',
      '-g',
      'daemon off;',
    ]);
    // SIGQUIT: nginx finishes the requests it is serving, then exits.
    onShutdown(() => stopChild(nginx, 'SIGQUIT'));
  };
  if (split) {
    // The storefront instances reach the providers through nginx, so it starts before them.
    await startAll(providerCount, startProvider);
    startNginx();
    await startAll(instanceCount, startInstance);
  } else {
    await startAll(instanceCount, startInstance);
    startNginx();
  }
  // Written before nginx answers, so whoever waits for the shop's address finds it.
  const stateFile = process.env.CLUSTER_STATE_FILE;
  if (stateFile) {
    const state = {
      url: siteUrl,
      purgeUrl,
      databaseUrl,
      redisUrl,
      revalidateSecret: secrets.REVALIDATE_SECRET,
      nginxPid: nginx.pid,
      instances,
      providers,
    };
    writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });
    onShutdown(() => rmSync(stateFile, { force: true }));
  }
  await waitFor('nginx', httpReady(`http://127.0.0.1:${port}/backend/ready`));
  say(
    `the shop: ${siteUrl} (nginx in front of ${instances.length} instances${split ? ` and ${providers.length} providers` : ''}; Ctrl-C stops everything)`,
  );
}

main().catch((error) => {
  console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
  void shutdown(1);
});
