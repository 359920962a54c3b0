// bench/results/latest.{json,md}: one file of figures and one table for every bench script. The page
// bench (bench/run.mjs) writes the part `pages`; each other script writes its own part, named in
// SCRIPT_PARTS (bench/report.mjs), and keeps the others' parts as they were, so the table always shows
// the last run of each.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderMarkdown, SCRIPT_PARTS } from './report.mjs';

const RESULTS_DIR = 'bench/results';

export function readResults(dir = RESULTS_DIR) {
  const file = path.join(dir, 'latest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/**
 * Replaces one part of the results and writes the json and the table again. Everything in the json
 * but SCRIPT_PARTS is the page bench's, replaced as a whole by `pages`.
 */
export function writeResultsPart(part, value, dir = RESULTS_DIR) {
  const current = readResults(dir);
  const next =
    part === 'pages'
      ? {
          ...value,
          ...Object.fromEntries(SCRIPT_PARTS.map((name) => [name, current[name]])),
        }
      : { ...current, [part]: value };
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(next, null, 2)}\n`);
  writeFileSync(path.join(dir, 'latest.md'), renderMarkdown(next));
  return next;
}
