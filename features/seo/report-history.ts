import type { ReportRow } from './site-report';

/** A run's issues as stored (issue 42): per URL its issues as `kind:message` keys, each once. */
export type ProblemMap = Record<string, string[]>;

/** The rows of a finished run as stored; URLs without issues are left out. */
export function problemsOf(rows: readonly ReportRow[]): ProblemMap {
  const problems: ProblemMap = {};
  for (const row of rows) {
    const keys = [...new Set(row.issues.map((issue) => `${issue.kind}:${issue.message}`))];
    if (keys.length > 0) problems[row.path] = keys.sort();
  }
  return problems;
}

/** What changed at one URL between two runs. */
export interface UrlChange {
  path: string;
  /** Issues of the newer run the older did not have. */
  added: string[];
  /** Issues of the older run the newer no longer has. */
  resolved: string[];
}

/** Per URL, the problems new and resolved from `older` to `newer`, URLs in order, unchanged ones left out. */
export function compareRuns(newer: ProblemMap, older: ProblemMap): UrlChange[] {
  const paths = [...new Set([...Object.keys(newer), ...Object.keys(older)])].sort();
  return paths.flatMap((path) => {
    const now = new Set(newer[path] ?? []);
    const before = new Set(older[path] ?? []);
    const added = [...now].filter((key) => !before.has(key));
    const resolved = [...before].filter((key) => !now.has(key));
    return added.length + resolved.length > 0 ? [{ path, added, resolved }] : [];
  });
}
