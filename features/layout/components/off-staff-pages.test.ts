import { describe, expect, it } from 'vitest';
import { isStaffPage } from './off-staff-pages';

describe('isStaffPage', () => {
  it('knows the console and the SEO tools in every language', () => {
    for (const path of [
      '/staff',
      '/staff/orders/FM-2026-00001',
      '/en/staff',
      '/seo-preview',
      '/ru/seo-preview/report',
      '/it/seo-preview',
    ])
      expect(isStaffPage(path), path).toBe(true);
  });

  it('leaves shop pages alone, those whose slug starts alike too', () => {
    for (const path of ['/', '/en/contacts', '/staffing', '/en/seo-previews', '/de/staff'])
      expect(isStaffPage(path), path).toBe(false);
  });
});
