// Search latency at the provider level, without HTTP or Next in the way: sequential GET /search/
// requests against the database of DATA_DIR / DATABASE_URL (after `bench/seed-scale.ts`), in every
// language, with broad and narrow queries. Prints one JSON line: { requests, p50, p95, p99, max,
// coldMaxMs } in ms, coldMaxMs being the slowest first (unranked) request of a query.
import { getConfig } from '../lib/config';
import { createProviderApp, PROVIDER_BASE_PATH } from '../provider/app';
import { openDatabase } from '../provider/db/client';

const ROUNDS = Number(process.env.SEARCH_ROUNDS ?? 25);
const queries: [string, string][] = [
  ['ro', 'fereastra'],
  ['ro', 'usa'],
  ['ro', 'fereastră model 42'],
  ['en', 'window'],
  ['ru', 'окно'],
  ['it', 'finestra'],
  ['ro', 'geam triplu'],
  ['en', 'pergola'],
];

const config = getConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = createProviderApp({ db: database.db, dataDir: config.DATA_DIR });
const ask = async (locale: string, text: string, page: number) => {
  const url = `http://bench.local${PROVIDER_BASE_PATH}/search/?search=${encodeURIComponent(text)}&page=${page}`;
  const response = await app.fetch(new Request(url, { headers: { 'Accept-Language': locale } }));
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  await response.arrayBuffer();
};

// The first use of a language loads its dictionaries (once per process, not per query).
for (const locale of ['ro', 'en', 'ru', 'it']) await ask(locale, 'qzx', 1);
// The first request of each query ranks every match (cold); later ones page through the ranking.
const cold: number[] = [];
for (const [locale, text] of queries) {
  const started = performance.now();
  await ask(locale, text, 1);
  cold.push(performance.now() - started);
}
const samples: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [locale, text] of queries) {
    const started = performance.now();
    await ask(locale, text, 1 + (round % 3));
    samples.push(performance.now() - started);
  }
}
await database.close();
samples.sort((a, b) => a - b);
const at = (q: number) =>
  Number(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1));
console.log(
  JSON.stringify({
    requests: samples.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
    coldMaxMs: Number(Math.max(...cold).toFixed(1)),
  }),
);
