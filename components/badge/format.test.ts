import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './format';

describe('badge count (spec 2: capped at 99+)', () => {
  it('shows the count up to 99', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
  });
  it('caps from 100 on', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe('99+');
  });
  it('shows nothing for an empty cart or a bad value', () => {
    expect(formatBadgeCount(0)).toBe('');
    expect(formatBadgeCount(-3)).toBe('');
    expect(formatBadgeCount(Number.NaN)).toBe('');
  });
});
