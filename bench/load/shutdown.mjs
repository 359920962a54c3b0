#!/usr/bin/env node
// `node bench/load/shutdown.mjs` (`npm run bench:load -- …` does not run it): SIGTERM during a slow
// in-flight request. The request's body is sent in two halves; the signal comes between them. The
// script shows that the server stops accepting connections, still answers that request (200), exits
// 0 and closes its PGlite database, whose directory then opens cleanly with the request's write in it.
// Flag: --build (rebuild .next-load).
import http from 'node:http';
import {
  createChecks,
  ensureBuild,
  json,
  loadAverage,
  log,
  newVisitor,
  visitorHeaders,
  openPglite,
  runChecked,
  startServer,
} from './lib.mjs';

const { failures, check } = createChecks();

/** A POST whose body arrives in two parts; `finish()` sends the second one. */
function slowPost(url, headers, body) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let finish;
  const answer = new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(bytes.length) } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      },
    );
    request.on('error', reject);
    request.write(bytes.subarray(0, half));
    finish = () => request.end(bytes.subarray(half));
  });
  return { answer, finish: () => finish() };
}

async function main() {
  ensureBuild({ force: process.argv.includes('--build') });
  log(`load average: ${loadAverage()}`);
  const server = await startServer();
  try {
    const { productId } = await (async () => {
      const products = await json(`${server.baseUrl}/backend/products/?page=1`);
      return { productId: (products.results ?? products)[0].id };
    })();
    const visitor = newVisitor();
    const headers = {
      ...visitorHeaders(visitor),
      'content-type': 'application/json',
      'accept-language': 'ro',
    };
    const cart = await json(`${server.baseUrl}/backend/api/calculator/cart/`, { headers });

    const slow = slowPost(
      `${server.baseUrl}/backend/api/calculator/cart/${cart.id}/items/add-product/`,
      headers,
      JSON.stringify({ product_id: productId, quantity: 3 }),
    );
    // The request is in flight once the server has its headers; its log line names it on SIGTERM.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    await server.waitForOutput(/SIGTERM: finishing (\d+) request\(s\)/, 10_000);
    const inflight = Number(/SIGTERM: finishing (\d+) request\(s\)/.exec(server.output())[1]);
    check(
      inflight >= 1,
      `the server saw the slow request in flight when SIGTERM came (${inflight})`,
    );

    const refused = await fetch(`${server.baseUrl}/backend/health`, {
      signal: AbortSignal.timeout(5_000),
    }).then(
      (response) => `answered ${response.status}`,
      (error) => error.cause?.code ?? error.name,
    );
    check(refused === 'ECONNREFUSED', `a new connection is refused while draining (${refused})`);
    check(
      server.child.exitCode === null,
      'the server is still running while the request is unfinished',
    );

    slow.finish();
    const answer = await slow.answer;
    check(answer.status === 200, `the in-flight request completed with ${answer.status}`);
    const exit = await server.exited;
    const seconds = ((performance.now() - signalledAt) / 1000).toFixed(2);
    check(
      exit.code === 0,
      `the server exited 0 (code ${exit.code}, signal ${exit.signal}) ${seconds} s after SIGTERM`,
    );
    check(
      /database closed \(pglite\)/.test(server.output()),
      'the server logged "database closed (pglite)"',
    );

    const db = await openPglite(server.dataDir);
    try {
      const { rows } = await db.query('select quantity from cart_items where cart_id = $1', [
        cart.id,
      ]);
      check(
        rows.length === 1,
        `the PGlite directory reopens and holds the in-flight request's write (${rows.length} item)`,
      );
    } finally {
      await db.close();
    }
    console.log(
      JSON.stringify(
        {
          date: new Date().toISOString(),
          loadAverage: loadAverage(),
          inflight,
          status: answer.status,
          exitCode: exit.code,
          secondsToExit: Number(seconds),
          failures,
        },
        null,
        2,
      ),
    );
  } finally {
    server.cleanup();
  }
}

runChecked(main, failures);
