import { describe, expect, it } from 'vitest';
import { compareRuns, problemsOf } from './report-history';

describe('the SEO report history (issue 42)', () => {
  it('stores each URL with issues once per kind and message, and leaves clean URLs out', () => {
    expect(
      problemsOf([
        {
          path: '/',
          locale: 'ro',
          status: 200,
          issues: [
            { kind: 'links', level: 'warn', message: 'report_links_to_redirects', params: {} },
            { kind: 'links', level: 'warn', message: 'report_links_to_redirects' },
            { kind: 'soft404', level: 'fail', message: 'report_soft_404_not_found' },
          ],
        },
        { path: '/en', locale: 'en', status: 200, issues: [] },
      ]),
    ).toEqual({ '/': ['links:report_links_to_redirects', 'soft404:report_soft_404_not_found'] });
  });

  it('tells per URL the problems that are new and those resolved since an older run', () => {
    const older = { '/': ['a:x', 'b:y'], '/gone': ['c:z'], '/same': ['a:x'] };
    const newer = { '/': ['b:y', 'd:w'], '/new': ['a:x'], '/same': ['a:x'] };
    expect(compareRuns(newer, older)).toEqual([
      { path: '/', added: ['d:w'], resolved: ['a:x'] },
      { path: '/gone', added: [], resolved: ['c:z'] },
      { path: '/new', added: ['a:x'], resolved: [] },
    ]);
    expect(compareRuns(newer, newer)).toEqual([]);
  });
});
