/** Spec 2 'Header': the cart badge shows the count, capped at '99+' from 100 on. */
export function formatBadgeCount(count: number, cap = 99): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > cap ? `${cap}+` : String(whole);
}
