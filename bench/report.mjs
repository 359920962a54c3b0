// bench/results/latest.md: the figures as tables, each also as a ratio to the floor of the same run.
const row = (cells) => `| ${cells.join(' | ')} |`;

export function renderMarkdown(r) {
  const lines = [`# Benchmark — ${r.date}`, '', `Machine: ${r.machine.cpus} cores, ${r.machine.memoryGb} GB, load average ${(r.machine.loadAverage ?? []).join(' / ') || '—'} at the start${r.quick ? ' (quick run)' : ''}.`, ''];
  lines.push('## Budgets', '', row(['check', 'value', 'status']), row(['---', '---', '---']));
  for (const b of r.budgets) lines.push(row([b.label, b.value ?? '—', b.status]));
  if (r.javascript) {
    lines.push('', '## JavaScript for first paint (gzip)', '', row(['route', 'kB', '× floor']), row(['---', '---', '---']));
    for (const [name, bytes] of Object.entries(r.javascript)) lines.push(row([name, (bytes / 1024).toFixed(1), (bytes / r.javascript.floor).toFixed(2)]));
  }
  if (r.lighthouse) {
    lines.push('', '## Lighthouse (mobile, median)', '', row(['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS']), row(Array(8).fill('---')));
    for (const [name, v] of Object.entries(r.lighthouse)) lines.push(row([name, v.performance, v.accessibility, v.bestPractices, v.seo, v.lcpMs, v.tbtMs, v.cls]));
  }
  const PAGE_TOOL_NOTE =
    r.pageLoadTool === 'wrk'
      ? 'The static floor and the cached pages (home, category, product, search) are loaded with wrk (2 threads), whose own cost per byte is small; their p50/p99 are over every answer. The other routes are loaded with autocannon.'
      : 'Every route is loaded with autocannon (wrk was not installed): for the static floor and the cached pages its own parsing of the answers, on the same cores, weighs on the ratios.';
  const ACCEPT_NOTE = `Requests carry Chromium's \`Accept-Encoding\`. ${PAGE_TOOL_NOTE} Each cached page takes turns with the static floor in slices of 2 s; its req/s is the median round, its '× static floor' the median over the rounds of its answers over the floor's in the same slices (each round's ratio in brackets), and the floorStatic row's req/s the median over the pages of the floor's figure in each round. p50 and p99 are the medians over the rounds of 10 s runs (for the cached pages and the floor, one more run of each per round: a 2 s slice's tail is its connections' ramp). For autocannon's routes, they are of requests on open connections; each connection's first answer also waits for Node to accept the connection (one per event-loop turn), and its slowest is the 'first answer' column.`;
  const loadRow = (name, t, floor) => row([name, t.rps, t.p50 ?? '—', t.p99 ?? '—', t.admissionMax ?? '—', t.non2xx ?? 0, t.errors ?? 0, `${t.timeouts ?? 0}${t.unanswered ? ` (${t.unanswered} sent, none answered)` : ''}`, (t.rounds ?? [t.rps]).join(' / ') + (t.roundsP99 && t.roundsP99.length > 1 ? ` (p99 ${t.roundsP99.join(' / ')})` : ''), t.floorRatio !== undefined ? `${t.floorRatio.toFixed(2)} (rounds ${t.ratios.join(' / ')})` : floor ? (t.rps / floor.rps).toFixed(2) : '—']);
  const loadHeader = [row(['route', 'req/s', 'p50 ms', 'p99 ms', 'first answer per connection, max ms', 'non-2xx', 'errors', 'timeouts', 'rounds req/s (p99 ms)', '× static floor']), row(Array(10).fill('---'))];
  if (r.throughput) {
    lines.push('', '## Throughput (50 connections, floor and shop interleaved, median round)', '', ACCEPT_NOTE, '', ...loadHeader);
    for (const [name, t] of Object.entries(r.throughput)) lines.push(loadRow(name, t, r.throughput.floorStatic));
    if (r.apiCategory) lines.push(loadRow('provider category listing', r.apiCategory, null));
    if (r.searchLatency) lines.push('', `Search latency (HTTP, one connection, ${r.searchLatency.ok} requests): p50 ${r.searchLatency.p50} ms, p95 ${r.searchLatency.p95} ms, p99 ${r.searchLatency.p99} ms.`);
  }
  if (r.scale?.error) lines.push('', '## Scale (10 000 products, 300 categories)', '', r.scale.error);
  else if (r.scale) {
    lines.push('', '## Scale (10 000 products, 300 categories)', '', `Seed: ${r.scale.seedSeconds} s. Routes first rendered after the seed: ${JSON.stringify(r.scale.routes)}.`, '', ...loadHeader);
    for (const name of ['floorStatic', 'category', 'product']) if (r.scale[name]) lines.push(loadRow(name, r.scale[name], r.scale.floorStatic));
    if (r.scale.apiCategory) lines.push(loadRow('provider category listing (page 2)', r.scale.apiCategory, null));
    const s = r.scale.search;
    if (s) lines.push('', `Search latency (HTTP, one connection, ${s.ok} requests): p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, ${s.non2xx + s.errors + s.timeouts} failed.`);
    if (r.scale.searchProvider) lines.push('', `Search latency (provider level): ${JSON.stringify(r.scale.searchProvider)}.`);
  }
  lines.push('', '## Memory', '', `After start: ${r.memory?.afterStartMb ?? '—'} MB; after warming: ${r.memory?.afterWarmMb ?? '—'} MB; after the load run: ${r.memory?.afterLoadMb ?? '—'} MB; with 10 000 products: ${r.scale?.memoryMb ?? '—'} MB.`);
  lines.push('', `Configurator reprice scripting: ${r.configuratorRepriceMs ?? '—'} ms.`, '');
  return lines.join('\n');
}
