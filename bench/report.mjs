// bench/results/latest.md: the one table of figures of the bench. One row a budget of the page bench
// (bench/run.mjs), the floor's and the shop's figures of the same run side by side; then the figures
// and checks of the last run of each other script (SCRIPT_PARTS: the load and fault runs, the
// probes), which have no floor: their checks hold or fail on their own. The per-round figures are in
// latest.json.

/**
 * The parts the scripts other than the page bench write (bench/results.mjs), in the table's order:
 * the load and fault runs, then the probes (ppr, turns, lcp).
 */
export const SCRIPT_PARTS = ['load', 'faults', 'ppr', 'turns', 'lcp'];

const cell = (value) => String(value ?? '—').replaceAll('|', '\\|');
const row = (cells) => `| ${cells.map(cell).join(' | ')} |`;
const number = (value) =>
  typeof value === 'number'
    ? Math.abs(value) >= 1000
      ? Math.round(value).toLocaleString('en-US').replaceAll(',', ' ')
      : Number(value.toFixed(2))
    : value;

/** The rows of a load or fault run: its figures, then its checks (`must hold`). */
function scriptRows(part) {
  if (!part) return [];
  const name = part.title.split(':')[0];
  return [
    ...part.figures.map((figure) =>
      row([
        `${name}: ${figure.measure}`,
        '—',
        '—',
        `${number(figure.value)}${figure.unit ? ` ${figure.unit}` : ''}`,
        '—',
        '—',
        'figure',
        '',
      ]),
    ),
    ...part.checks.map((check) =>
      row([
        `${name}: ${check.check}`,
        '—',
        '—',
        '—',
        '—',
        'must hold',
        check.status === 'fail' ? '**fail**' : check.status,
        check.why ?? '',
      ]),
    ),
  ];
}

const loadLine = (part) =>
  part
    ? `- **${part.title}** — ${part.date}, load average ${[part.loadAverage.before, part.loadAverage.after].filter(Boolean).join(' → ')}${part.checks.length ? `: ${part.checks.filter((check) => check.status === 'pass').length} of ${part.checks.length} checks hold` : ''}.`
    : null;

/** How the page bench measured: its method, from the run's own settings. */
function pageBenchMethod(r) {
  const m = r.method;
  return [
    `- **Same terms for both.** The floor (\`bench/floor\`: bare Next 16 + React 19 + next-intl, a static page \`/\`, a dynamic page \`/dynamic\` with one PGlite query, the same page inside a header of menu panels and a footer \`/shop-size?groups=…\`, and \`/configurator\`, a static page with one island whose price and drawing follow a width and two option groups) and the shop (its own build, PGlite) each run \`next start\` as \`npm start\` runs it, and each has its own nginx from \`deploy/nginx/shop-conf.mjs\` (the production configuration, one upstream, the access log off for both). Everything on 127.0.0.1.`,
    `- **Rounds.** Every comparison is taken in rounds that alternate the floor and the shop (the order reversed every other round); each figure is the median over the rounds. For the load runs, each shop page runs right beside a floor run of its own in every round, and its ratio is the median over the rounds of its req/s over that floor run's; the floor's req/s and p99 are the medians of all its runs. The per-round figures are in \`latest.json\`.`,
    `- **Cached pages through nginx**: wrk, 2 threads, ${m.connections} connections, ${m.loadSeconds} s a run, requests with Chromium's \`Accept-Encoding\`; every page is a cache HIT before the runs (\`warmup.nginx\` in the json). req/s counts answers below 400; p99 is wrk's over every answer. The absolute budgets (≥ 20 000 req/s, p99 ≤ 15 ms) are this machine's: ${r.machine.cpus} cores shared by nginx, wrk and other work.`,
    `- **Dynamic pages at the origin**: wrk against each \`next start\` directly, ${m.dynamicConnections} connections, ${m.dynamicSeconds} s a run (the floor's \`/dynamic\`; the shop's search and cart pages, rendered for every request; and beside each of them the floor's \`/shop-size\` with as many menu panels as make its HTML the size of that page's, ADR 69).`,
    `- **JavaScript**: Chromium (Playwright) loads each page through nginx; every script whose request starts in the first ${m.scriptWindowMs / 1000} s counts (the first paint's, the lazy ones and the chunks of prefetched routes), each body gzip-compressed by the bench the same way for both.`,
    `- **Lighthouse**: mobile preset (simulated throttling), performance category, through nginx, with the scripts as Next loads them; median per page over the rounds.`,
    `- **Configurator INP**: web-vitals' INP in Chromium at 4× CPU slowdown, through nginx, a fresh page load for each interaction, clicked at network idle: a size typed and committed with Enter (keyboard), an option picked in two groups (pointer); the floor's island and the shop's configurator in the same rounds, alternated (ADR 64, 65).`,
  ];
}

export function renderMarkdown(r) {
  const m = r.method;
  const budgets = r.budgets ?? [];
  const lines = [
    `# Benchmark — ${r.date ?? 'no page bench yet (npm run bench)'}`,
    '',
    !m
      ? ''
      : `Machine: ${r.machine.cpus} cores, ${r.machine.memoryGb} GB, load average ${(r.machine.loadAverage ?? []).join(' / ') || '—'} at the start${r.machine.loadAverageEnd ? `, ${r.machine.loadAverageEnd.join(' / ')} at the end` : ''} (shared with other work)${r.machine.chromium ? `; ${r.machine.chromium}` : ''}.`,
    !m
      ? ''
      : r.quick
        ? `**Quick run** (\`npm run bench -- --quick\`): ${m.rounds} load rounds of ${m.loadSeconds} s, ${m.lighthouseRounds} Lighthouse rounds and ${m.scriptRounds} script round(s), fewer than the full run's 5.`
        : `Full run: ${m.rounds} load rounds of ${m.loadSeconds} s, ${m.lighthouseRounds} Lighthouse rounds, ${m.scriptRounds} script rounds.`,
    '',
    row(['measure', 'page', 'floor', 'shop', 'compared', 'budget', 'status', 'reason']),
    row(Array(8).fill('---')),
  ];
  for (const b of budgets) {
    const compared =
      b.value === null
        ? '—'
        : `${number(b.value)}${b.unit ? ` ${b.unit}` : b.budget.includes('×') ? ' × floor' : ''}`;
    lines.push(
      row([
        b.measure,
        b.page,
        number(b.floor),
        number(b.shop),
        compared,
        b.budget,
        b.status === 'fail' ? '**fail**' : b.status,
        b.reason || '',
      ]),
    );
  }
  lines.push(...SCRIPT_PARTS.flatMap((part) => scriptRows(r[part])));
  const pass = budgets.filter((b) => b.status === 'pass').length;
  const fail = budgets.filter((b) => b.status === 'fail').length;
  const skip = budgets.length - pass - fail;
  lines.push(
    '',
    `${pass} of ${budgets.length} budgets met, ${fail} missed${skip ? `, ${skip} not measured` : ''}.`,
    '',
    ...SCRIPT_PARTS.map((part) => loadLine(r[part])).filter(Boolean),
    '',
    '## How these were measured',
    '',
    ...(m ? pageBenchMethod(r) : []),
    `- **Load and faults** (\`npm run bench:load\`, \`npm run bench:faults\`): the production build on a fresh database, on 127.0.0.1; each run replaces its own rows above (\`bench/results.mjs\`), the page bench keeps them.`,
    `- **Turns probe** (\`npm run bench:turns\`, ADR 67): the shop's build and the floor's, each \`next start\` with \`bench/turn-block.mjs\` preloaded, which holds every turn of the event loop 20 ms while the probe tells it to (a state file, read on a signal, its answer awaited); one request at a time, rounds alternating unheld and held; a page's turns are its held answer time less its unheld one, over 20 ms.`,
    `- **LCP probe** (\`npm run bench:lcp\`, ADR 68): \`bench/lcp-probe\`, the floor's page alone, with one stylesheet, and with one stylesheet and the shop's preloaded Latin Inter, built with CSS linked and inlined (\`experimental.inlineCss\`), each \`next start\`; Lighthouse mobile as the page bench takes it (\`bench/lighthouse.mjs\`), rounds alternating the order; with the paint Lighthouse observed and how many of Next's chunks had finished downloading by then.`,
    `- **Partial Prerendering probe** (\`npm run bench:ppr\`, ADR 63): \`bench/ppr-probe\`, one page of the shop's size with no data, built rendered on each request and with Cache Components (a \`'use cache'\` shell, Partial Prefetching off and on); wrk with gzip against each in turns, the answer's anatomy, and the page in Chromium under the shop's nonce policy.`,
    '',
  );
  return lines.join('\n');
}
