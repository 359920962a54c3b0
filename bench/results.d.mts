/** One run's figures and checks (bench/load/load.mjs, bench/load/faults.mjs and the probes). */
export interface ScriptPart {
  date: string;
  title: string;
  loadAverage: { before?: string; after?: string };
  figures: { measure: string; value: number | string; unit?: string }[];
  checks: { check: string; status: 'pass' | 'fail' }[];
  results: Record<string, unknown>;
}

/** The page bench's figures (bench/run.mjs) and the last load and fault runs. */
export interface Results {
  budgets?: unknown[];
  load?: ScriptPart;
  faults?: ScriptPart;
  ppr?: ScriptPart;
  turns?: ScriptPart;
  lcp?: ScriptPart;
  [key: string]: unknown;
}

export function readResults(dir?: string): Results;
export function writeResultsPart(
  part: 'pages' | 'load' | 'faults' | 'ppr' | 'turns' | 'lcp',
  value: ScriptPart | Record<string, unknown>,
  dir?: string,
): Results;
