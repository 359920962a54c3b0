/** One budget of the page bench (bench/budgets.mjs): how its figures are read and judged. */
export interface Budget {
  id: string;
  measure: string;
  page: string;
  budget: string;
}

/** A budget judged on one run's results: pass, fail or skip, with the reason of a fail or a skip. */
export interface BudgetRow extends Budget {
  floor: number | null;
  shop: number | null;
  value: number | null;
  unit: string | null;
  status: 'pass' | 'fail' | 'skip';
  reason: string;
}

export const budgets: Budget[];
export const knownReasons: Record<string, string>;
export function evaluate(results: object, list: Budget[]): BudgetRow[];
export function sizedFloorKey(page: string): string;
