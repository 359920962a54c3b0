import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** nginx's port in the cluster tests; the instances, Redis and PostgreSQL take the next four. */
export const CLUSTER_PORT = Number(process.env.CLUSTER_E2E_PORT ?? 4180);

/** Where scripts/start-cluster.mjs writes its addresses and process ids for the tests. */
export const CLUSTER_STATE_FILE = path.join(os.tmpdir(), `storefront-cluster-${CLUSTER_PORT}.json`);

export interface ClusterState {
  /** nginx, the shop's public address (SITE_URL). */
  url: string;
  databaseUrl: string;
  /** With its password (scripts/start-cluster.mjs: the cache asks for one, issue 41). */
  redisUrl: string;
  revalidateSecret: string;
  /** Each `next start`, reached directly (not through nginx). */
  instances: { url: string; port: number; pid: number }[];
}

export const clusterState = (): ClusterState =>
  JSON.parse(readFileSync(CLUSTER_STATE_FILE, 'utf8')) as ClusterState;

/** The instance that answered through nginx (X-Upstream, set by the test cluster only): `127.0.0.1:port`. */
export const upstreamOf = (headers: Record<string, string>) => headers['x-upstream'];
