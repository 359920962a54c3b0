import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The storefront's port in the split tests; the provider and PostgreSQL take the next two. */
export const SPLIT_PORT = Number(process.env.SPLIT_E2E_PORT ?? 4380);

/** Where scripts/start-split.mjs writes its addresses, folders and process ids for the tests. */
export const SPLIT_STATE_FILE = path.join(os.tmpdir(), `storefront-split-${SPLIT_PORT}.json`);

export interface SplitState {
  /** The storefront (SITE_URL). */
  url: string;
  /** The provider on its own, as the storefront's PROVIDER_API_URL names it. */
  providerUrl: string;
  databaseUrl: string;
  /** The storefront's DATA_DIR: it must stay empty. */
  shopDataDir: string;
  providerDataDir: string;
  revalidateSecret: string;
  /** scripts/start-split.mjs: SIGUSR2 starts a stopped provider again. */
  controllerPid: number;
  providerPid: number;
}

export const splitState = (): SplitState =>
  JSON.parse(readFileSync(SPLIT_STATE_FILE, 'utf8')) as SplitState;
