// bench/results/latest.md: the figures as tables, each also as a ratio to the floor of the same run.
const row = (cells) => `| ${cells.join(' | ')} |`;

export function renderMarkdown(r) {
  const lines = [`# Benchmark — ${r.date}`, '', `Machine: ${r.machine.cpus} cores, ${r.machine.memoryGb} GB${r.quick ? ' (quick run)' : ''}.`, ''];
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
  if (r.throughput) {
    lines.push('', '## Throughput (50 connections)', '', row(['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', '× static floor']), row(Array(6).fill('---')));
    for (const [name, t] of Object.entries(r.throughput)) lines.push(row([name, t.rps, t.p50, t.p99, t.errors, (t.rps / r.throughput.floorStatic.rps).toFixed(2)]));
  }
  if (r.scale) {
    lines.push('', '## Scale (10 000 products, 300 categories)', '');
    lines.push('```json', JSON.stringify(r.scale, null, 2), '```');
  }
  lines.push('', '## Memory', '', `After start: ${r.memory?.afterStartMb ?? '—'} MB; after the load run: ${r.memory?.afterLoadMb ?? '—'} MB; with 10 000 products: ${r.scale?.memoryMb ?? '—'} MB.`);
  lines.push('', `Configurator reprice scripting: ${r.configuratorRepriceMs ?? '—'} ms.`, '');
  return lines.join('\n');
}
