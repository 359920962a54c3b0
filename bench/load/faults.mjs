#!/usr/bin/env node
// `npm run bench:faults`: the shop on a throw-away PostgreSQL server, on 127.0.0.1 only.
//   1. Outage: under steady load, PostgreSQL stops (`pg_ctl stop -m fast`). While it is down every API
//      call must answer 503 with a localized { detail } within the client's timeout (no 500, no hang),
//      /backend/health 200 and /backend/ready 503; pages are reported as they answer (the cached ones
//      keep rendering). PostgreSQL starts again: the same server must answer 200 within 5 s.
//   2. Crash: SIGKILL of the server while 40 create-order calls run; after a restart every cart has
//      either a whole order (row, items adding up to its totals, status history, cart marked ordered)
//      or none (cart still open, and it can be ordered now).
// Flags: --build (rebuild .next-load). Exit code 1 when a check fails.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import postgres from 'postgres';
import {
  createChecks,
  discoverRoutes,
  ensureBuild,
  loadAverage,
  log,
  newVisitor,
  visitorHeaders,
  percentile,
  readyCart,
  runChecked,
  startServer,
  waitUntil,
} from './lib.mjs';
import { writeResultsPart } from '../results.mjs';
import { createPostgres } from '../../scripts/postgres-server.mjs';

const REQUEST_TIMEOUT_MS = 10_000;
const WORKERS = 8;
const PHASE_MS = 6_000;
const RECOVERY_LIMIT_MS = 5_000;
const CRASH_CARTS = 40;
const UNAVAILABLE = {
  ro: 'Serviciul este temporar indisponibil. Vă rugăm să încercați din nou peste câteva secunde.',
  en: 'The service is temporarily unavailable. Please try again in a few seconds.',
  ru: 'Сервис временно недоступен. Пожалуйста, повторите попытку через несколько секунд.',
  it: 'Il servizio è temporaneamente non disponibile. Riprova tra qualche secondo.',
};

const { failures, checks, check } = createChecks();

/** One timed request; a timeout or a refused connection is recorded, never thrown. */
async function timed(url, init = {}) {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await response.text();
    return {
      status: response.status,
      text,
      headers: response.headers,
      ms: performance.now() - started,
    };
  } catch (error) {
    return {
      status: error.name === 'TimeoutError' ? 'timeout' : (error.cause?.code ?? error.name),
      text: '',
      ms: performance.now() - started,
    };
  }
}

/** Steady traffic by a few guests: the catalog API, a cart write and the pages, each labelled with the phase it ran in. */
function startLoad(baseUrl, routes) {
  const samples = [];
  const state = { phase: 'before', running: true };
  const worker = async () => {
    const visitor = newVisitor();
    const headers = {
      ...visitorHeaders(visitor),
      'content-type': 'application/json',
      'accept-language': 'ro',
    };
    let cartId = null;
    const steps = [
      ['api', () => timed(`${baseUrl}/backend/menu/nav`)],
      ['api', () => timed(`${baseUrl}/backend/products/?page=1`)],
      [
        'api',
        async () => {
          if (cartId === null) {
            const answer = await timed(`${baseUrl}/backend/api/calculator/cart/`, { headers });
            if (answer.status === 200) cartId = JSON.parse(answer.text).id;
            return answer;
          }
          return timed(`${baseUrl}/backend/api/calculator/cart/${cartId}/items/add-product/`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ product_id: routes.productId, quantity: 1 }),
          });
        },
      ],
      ['page', () => timed(`${baseUrl}${routes.category}`)],
      ['page', () => timed(`${baseUrl}${routes.product}`)],
    ];
    for (let index = 0; state.running; index += 1) {
      const [kind, run] = steps[index % steps.length];
      const startPhase = state.phase;
      const answer = await run();
      // A request that spans a switch (started before the stop, answered after it) belongs to neither phase.
      const phase = state.phase === startPhase ? startPhase : 'transition';
      samples.push({ phase, kind, status: answer.status, ms: answer.ms });
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  return {
    state,
    samples,
    stop: async () => {
      state.running = false;
      await Promise.all(workers);
    },
  };
}

function phaseSummary(samples, phase, kind) {
  const mine = samples.filter((sample) => sample.phase === phase && sample.kind === kind);
  const statuses = {};
  for (const sample of mine) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
  const latencies = mine.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    requests: mine.length,
    statuses,
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? 0),
  };
}

async function outage(pg, server, routes) {
  const pages = {
    home: routes.home,
    category: routes.category,
    product: routes.product,
    search: routes.search,
  };
  // Twice: the first visit may render and store the page, the second shows what the cache holds.
  const cacheState = {};
  for (const [name, pagePath] of Object.entries(pages)) {
    await timed(`${server.baseUrl}${pagePath}`);
    const answer = await timed(`${server.baseUrl}${pagePath}`);
    cacheState[name] = {
      status: answer.status,
      cache: answer.headers?.get('x-nextjs-cache') ?? null,
      cacheControl: answer.headers?.get('cache-control') ?? null,
    };
  }
  log(`pages before the outage: ${JSON.stringify(cacheState)}`);

  const load = startLoad(server.baseUrl, routes);
  await delay(PHASE_MS);

  log('stopping PostgreSQL (pg_ctl stop -m fast)…');
  load.state.phase = 'down';
  pg.stop('fast');
  const probes = {};
  probes.health = (await timed(`${server.baseUrl}/backend/health`)).status;
  probes.ready = (await timed(`${server.baseUrl}/backend/ready`)).status;
  probes.api = {};
  for (const locale of Object.keys(UNAVAILABLE)) {
    const answer = await timed(`${server.baseUrl}/backend/products/?page=1`, {
      headers: { 'accept-language': locale },
    });
    probes.api[locale] = {
      status: answer.status,
      ms: Math.round(answer.ms),
      retryAfter: answer.headers?.get('retry-after') ?? null,
      body: answer.text,
    };
  }
  probes.pages = {};
  for (const [name, pagePath] of Object.entries(pages)) {
    const answer = await timed(`${server.baseUrl}${pagePath}`);
    probes.pages[name] = {
      status: answer.status,
      cache: answer.headers?.get('x-nextjs-cache') ?? null,
      ms: Math.round(answer.ms),
    };
  }
  await delay(PHASE_MS);

  log('starting PostgreSQL again…');
  load.state.phase = 'recovering';
  pg.start();
  const startedAt = performance.now();
  const recoveredMs = await waitUntil(
    async () => {
      const answer = await timed(`${server.baseUrl}/backend/products/?page=1`);
      return answer.status === 200 ? performance.now() - startedAt : null;
    },
    { timeoutMs: 30_000, intervalMs: 50, what: 'the API answering 200 after PostgreSQL returned' },
  );
  const readyMs = await waitUntil(
    async () =>
      (await timed(`${server.baseUrl}/backend/ready`)).status === 200
        ? performance.now() - startedAt
        : null,
    { timeoutMs: 30_000, intervalMs: 50, what: '/backend/ready 200' },
  );
  load.state.phase = 'after';
  await delay(PHASE_MS);
  await load.stop();

  const summary = {};
  for (const phase of ['before', 'transition', 'down', 'recovering', 'after'])
    summary[phase] = {
      api: phaseSummary(load.samples, phase, 'api'),
      pages: phaseSummary(load.samples, phase, 'page'),
    };
  log(`outage: ${JSON.stringify(summary)}`);
  log(`outage probes: ${JSON.stringify(probes)}`);

  const only = (statuses, allowed) =>
    Object.keys(statuses).every((status) => allowed.includes(status));
  check(
    only(summary.before.api.statuses, ['200']) && only(summary.before.pages.statuses, ['200']),
    'before the outage every request answered 200',
  );
  check(
    probes.health === 200,
    `/backend/health stays 200 while the database is down (${probes.health})`,
  );
  check(
    probes.ready === 503,
    `/backend/ready answers 503 while the database is down (${probes.ready})`,
  );
  for (const [locale, answer] of Object.entries(probes.api)) {
    let detail = null;
    try {
      detail = JSON.parse(answer.body).detail;
    } catch {
      // not JSON: the check below fails
    }
    check(
      answer.status === 503 && detail === UNAVAILABLE[locale] && answer.retryAfter === '5',
      `API in ${locale} answers 503 { detail: "${detail}" } with Retry-After ${answer.retryAfter} in ${answer.ms} ms`,
    );
  }
  // 200 is an answer the provider could give without the database (nothing else may come).
  check(
    only(summary.down.api.statuses, ['503', '200']) && summary.down.api.statuses['503'] > 0,
    `under load while down the API answered 503 (or 200 without the database), never 500 or a timeout: ${JSON.stringify(summary.down.api.statuses)}, slowest ${summary.down.api.max} ms`,
  );
  check(
    only(summary.transition.api.statuses, ['503', '200']),
    `requests in flight when PostgreSQL stopped answered 200 or 503: ${JSON.stringify(summary.transition.api.statuses)}`,
  );
  check(
    summary.down.api.max < REQUEST_TIMEOUT_MS,
    `no API request hung while down (slowest ${summary.down.api.max} ms < ${REQUEST_TIMEOUT_MS} ms)`,
  );
  check(
    recoveredMs <= RECOVERY_LIMIT_MS,
    `the API answered 200 ${Math.round(recoveredMs)} ms after PostgreSQL was back (≤ ${RECOVERY_LIMIT_MS} ms), without a restart`,
  );
  check(
    only(summary.after.api.statuses, ['200']) && only(summary.after.pages.statuses, ['200']),
    'after recovery every request answered 200',
  );
  return {
    cacheState,
    probes,
    summary,
    recoveredMs: Math.round(recoveredMs),
    readyMs: Math.round(readyMs),
  };
}

async function crash(pg, dataDir, server, routes) {
  log(`crash: preparing ${CRASH_CARTS} carts…`);
  const carts = [];
  for (let index = 0; index < CRASH_CARTS; index += 10) {
    carts.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, offset) =>
          readyCart(server.baseUrl, routes.productId, 1 + ((index + offset) % 5)),
        ),
      )),
    );
  }
  const acknowledged = new Set();
  let firstAnswer;
  const answered = new Promise((resolve) => (firstAnswer = resolve));
  const calls = carts.map((cart) =>
    cart.createOrder().then(
      async (response) => {
        if (response.status === 201) acknowledged.add(cart.id);
        firstAnswer();
        return response.status;
      },
      (error) => error.cause?.code ?? error.name,
    ),
  );
  // Killed once the first order is through: some are committed, others are mid-transaction.
  await answered;
  server.child.kill('SIGKILL');
  const outcomes = await Promise.all(calls);
  await server.exited;
  const counts = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  log(`crash: SIGKILL after the first answer; calls ended ${JSON.stringify(counts)}`);

  // Same port: the carts' create-order calls point at it.
  const restarted = await startServer({
    port: server.port,
    dataDir,
    env: { DATABASE_URL: pg.url },
  });
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
  try {
    const ids = carts.map((cart) => cart.id);
    const rows = await sql`
      select c.id as cart_id, c.status as cart_status, o.id as order_id, o.items, o.totals,
             (select count(*)::int from order_status_history h where h.order_id = o.id) as history
      from carts c left join orders o on o.cart_id = c.id where c.id in ${sql(ids)}`;
    let whole = 0;
    let absent = 0;
    const half = [];
    for (const row of rows) {
      const cart = carts.find((candidate) => candidate.id === row.cart_id);
      if (row.order_id === null) {
        if (row.cart_status === 'open') absent += 1;
        else half.push({ cart: row.cart_id, problem: `no order but cart ${row.cart_status}` });
        continue;
      }
      const itemsTotal = row.items.reduce((sum, item) => sum + item.total, 0);
      const ok =
        row.cart_status === 'ordered' &&
        row.history >= 1 &&
        row.items.length > 0 &&
        itemsTotal === row.totals.total &&
        row.totals.grand_total === cart.grandTotal;
      if (ok) whole += 1;
      else half.push({ cart: row.cart_id, problem: 'incomplete order', row });
    }
    const lost = [...acknowledged].filter(
      (id) => !rows.some((row) => row.cart_id === id && row.order_id !== null),
    );
    check(
      half.length === 0,
      `after SIGKILL every cart has a whole order or none: ${whole} whole, ${absent} absent, ${half.length} half${half.length ? ` ${JSON.stringify(half)}` : ''}`,
    );
    check(
      lost.length === 0,
      `every order answered 201 before the crash is stored (${acknowledged.size} acknowledged, ${lost.length} lost)`,
    );

    const again = await Promise.all(
      carts.map(async (cart) => ({
        cart,
        status: (await cart.createOrder(AbortSignal.timeout(REQUEST_TIMEOUT_MS))).status,
      })),
    );
    const expected = again.every(
      ({ cart, status }) =>
        status === (rows.find((row) => row.cart_id === cart.id)?.order_id === null ? 201 : 200),
    );
    check(
      expected,
      `after the restart the absent ones order now (201) and the whole ones answer their order (200): ${JSON.stringify(again.reduce((acc, { status }) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {}))}`,
    );
    const [{ total }] =
      await sql`select count(*)::int as total from orders where cart_id in ${sql(ids)}`;
    check(total === CRASH_CARTS, `${CRASH_CARTS} carts, ${total} orders in the end`);
    return {
      callsEnded: counts,
      acknowledged: acknowledged.size,
      whole,
      absent,
      half: half.length,
    };
  } finally {
    await sql.end({ timeout: 5 });
    const exit = await restarted.stop('SIGTERM');
    check(exit.code === 0, `the restarted server exits 0 on SIGTERM (code ${exit.code})`);
  }
}

async function main() {
  ensureBuild({ force: process.argv.includes('--build') });
  log(`load average: ${loadAverage()}`);
  const pg = await createPostgres();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-faults-'));
  let server;
  try {
    server = await startServer({ dataDir, env: { DATABASE_URL: pg.url } });
    const routes = await discoverRoutes(server.baseUrl);
    log(`server on ${server.baseUrl} with PostgreSQL ${pg.url}`);
    const outageResult = await outage(pg, server, routes);
    const crashResult = await crash(pg, dataDir, server, routes);
    writeResultsPart('faults', {
      date: new Date().toISOString(),
      title: 'faults: PostgreSQL stopped under load, then SIGKILL during create-order calls',
      loadAverage: { after: loadAverage() },
      figures: [
        {
          measure: 'API answering 200 again after PostgreSQL was back',
          value: outageResult.recoveredMs,
          unit: 'ms',
        },
        {
          measure: 'slowest API answer while PostgreSQL was down',
          value: outageResult.summary.down.api.max,
          unit: 'ms',
        },
        {
          measure: `create-order calls answered 201 before the SIGKILL (of ${CRASH_CARTS})`,
          value: crashResult.acknowledged,
        },
      ],
      checks,
      results: { outage: outageResult, crash: crashResult },
    });
    log('figures and checks written to bench/results/latest.{md,json}');
  } catch (error) {
    // What the server said last is most of the diagnosis of a run that stopped.
    if (server)
      log(`the server's last lines:\n${server.output().split('\n').slice(-40).join('\n')}`);
    throw error;
  } finally {
    server?.cleanup();
    pg.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runChecked(main, failures);
