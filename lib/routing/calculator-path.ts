/** Spec 2 'Other links': which calculator page a category's calculator id opens. */
export function calculatorPath(calculatorId: number | null | undefined): string | null {
  if (calculatorId === null || calculatorId === undefined) return null;
  if (calculatorId === 8) return '/calculators/gates';
  if (calculatorId === 9) return '/calculators/awning';
  if ([1, 6, 7].includes(calculatorId)) return '/calculators';
  return null;
}
