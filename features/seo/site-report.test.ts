import { describe, expect, it } from 'vitest';
import type { HeadSnapshot } from './preview';
import {
  buildReport,
  filterReport,
  findDuplicates,
  isIndexable,
  reportCsvRows,
  type PageSnapshot,
  type ReportIssue,
} from './site-report';

const origin = 'http://shop.test';
const alternates = (paths: Record<string, string>) =>
  Object.fromEntries(Object.entries(paths).map(([locale, path]) => [locale, `${origin}${path}`]));
const contacts = {
  ro: '/contacte',
  en: '/en/contacts',
  ru: '/ru/kontakty',
  it: '/it/contacts',
  'x-default': '/contacte',
};

function head(path: string, overrides: Partial<HeadSnapshot> = {}): HeadSnapshot {
  return {
    title: `Title of ${path}`,
    description: `Description of ${path}`,
    canonical: `${origin}${path}`,
    robots: 'index, follow',
    ogTitle: null,
    ogDescription: null,
    ogImage: '/og.png',
    ogImageAlt: null,
    ogSiteName: null,
    ogUrl: null,
    hreflang: {},
    ...overrides,
  };
}

function page(
  path: string,
  overrides: Partial<PageSnapshot> = {},
  headOverrides: Partial<HeadSnapshot> = {},
): PageSnapshot {
  return {
    path,
    finalPath: path,
    status: 200,
    head: head(path, headOverrides),
    findings: [],
    warnings: [],
    ...overrides,
  };
}

const byPath = (pages: PageSnapshot[]) =>
  new Map(pages.map((snapshot) => [snapshot.path, snapshot]));
const describeIssue = (issue: ReportIssue) =>
  `${issue.message} ${JSON.stringify(issue.params ?? {})}`;

describe('findDuplicates', () => {
  it('names, for each page of a group, the others that share its title', () => {
    const pages = [
      page('/en/a', {}, { title: 'Windows | Shop' }),
      page('/en/b', {}, { title: 'windows  |  shop ' }),
      page('/en/c', {}, { title: 'Windows | Shop' }),
      page('/en/d', {}, { title: 'Doors | Shop' }),
    ];
    const duplicates = findDuplicates(pages, 'title');
    expect(duplicates.get('/en/a')).toEqual(['/en/b', '/en/c']);
    expect(duplicates.get('/en/b')).toEqual(['/en/a', '/en/c']);
    expect(duplicates.get('/en/c')).toEqual(['/en/a', '/en/b']);
    expect(duplicates.has('/en/d')).toBe(false);
  });

  it('compares descriptions within one language only', () => {
    const pages = [
      page('/en/a', {}, { description: 'Same text' }),
      page('/it/a', {}, { description: 'Same text' }),
      page('/a', {}, { description: 'Same text' }),
    ];
    expect(findDuplicates(pages, 'description').size).toBe(0);
  });

  it('leaves out pages search engines do not index', () => {
    const pages = [
      page('/en/a', {}, { title: 'Same' }),
      page('/en/noindex', {}, { title: 'Same', robots: 'noindex, follow' }),
      page('/en/elsewhere', {}, { title: 'Same', canonical: `${origin}/en/a` }),
      page('/en/redirected', { finalPath: '/en/a' }, { title: 'Same' }),
      page('/en/missing', { status: 404 }, { title: 'Same' }),
    ];
    expect(pages.map(isIndexable)).toEqual([true, false, false, false, false]);
    expect(findDuplicates(pages, 'title').size).toBe(0);
  });

  it('ignores pages without the text', () => {
    expect(
      findDuplicates(
        [page('/en/a', {}, { description: null }), page('/en/b', {}, { description: null })],
        'description',
      ).size,
    ).toBe(0);
  });
});

describe('buildReport', () => {
  it('lists the sitemap in order, with the server’s findings, snippet widths and duplicates', () => {
    const sitemap = ['/en/a', '/en/b', '/en/c'];
    const snapshots = byPath([
      page(
        '/en/a',
        {
          findings: [{ check: 'headings', level: 'fail', key: 'headings_no_h1', fixPath: '/en/a' }],
        },
        { title: 'Same' },
      ),
      page('/en/b', { warnings: [{ key: 'title_long', width: 640, max: 580 }] }, { title: 'Same' }),
      page('/en/c', {
        findings: [{ check: 'images', level: 'pass', key: 'images_ok', params: { count: 2 } }],
      }),
    ]);
    const rows = buildReport(sitemap, snapshots);
    expect(rows.map((row) => row.path)).toEqual(sitemap);
    expect(rows[0]!.issues.map((issue) => issue.message)).toEqual([
      'check_headings_no_h1',
      'check_hreflang_missing',
      'report_duplicate_title',
    ]);
    expect(rows[0]!.issues.at(-1)!.params).toEqual({ count: 1, pages: '/en/b' });
    expect(rows[1]!.issues.find((issue) => issue.kind === 'snippet')).toEqual({
      kind: 'snippet',
      level: 'warn',
      message: 'warning_title_long',
      params: { width: 640, max: 580 },
    });
    // A pass is no issue.
    expect(rows[2]!.issues.map((issue) => issue.kind)).toEqual(['hreflang']);
  });

  it('finds clean language versions clean, and a version that does not link back', () => {
    const versions = Object.entries(contacts)
      .filter(([locale]) => locale !== 'x-default')
      .map(([, path]) => page(path, {}, { hreflang: alternates(contacts) }));
    const clean = buildReport(Object.values(contacts).slice(0, 4), byPath(versions));
    expect(clean.flatMap((row) => row.issues)).toEqual([]);
    expect(clean.map((row) => row.locale)).toEqual(['ro', 'en', 'ru', 'it']);

    const broken = versions.map((version) =>
      version.path === '/it/contacts'
        ? page(version.path, {}, { hreflang: alternates({ ...contacts, en: '/en/other' }) })
        : version,
    );
    const rows = buildReport(Object.values(contacts).slice(0, 4), byPath(broken));
    const english = rows.find((row) => row.path === '/en/contacts')!;
    expect(english.issues).toEqual([
      {
        kind: 'hreflang',
        level: 'fail',
        message: 'check_hreflang_not_reciprocal',
        params: { locale: 'it', target: '/it/contacts', back: '/en/other' },
      },
    ]);
  });

  it('flags a listed page that is noindex, and shows pages not loaded yet as absent', () => {
    const rows = buildReport(
      ['/en/a', '/en/b'],
      byPath([page('/en/a', {}, { robots: 'noindex' })]),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.issues.map((issue) => issue.message)).toContain(
      'check_robots_noindex_in_sitemap',
    );
  });

  it('shows an unreachable page with the server’s finding and no head checks', () => {
    const rows = buildReport(
      ['/en/a'],
      byPath([
        {
          path: '/en/a',
          finalPath: null,
          status: null,
          head: null,
          findings: [
            { check: 'status', level: 'fail', key: 'status_unreachable', fixPath: '/en/a' },
          ],
          warnings: [],
        },
      ]),
    );
    expect(rows[0]).toEqual({
      path: '/en/a',
      locale: 'en',
      status: null,
      issues: [{ kind: 'status', level: 'fail', message: 'check_status_unreachable' }],
    });
  });
});

describe('filterReport and the CSV rows', () => {
  const sitemap = ['/a', '/en/a', '/en/b'];
  const rows = buildReport(
    sitemap,
    byPath([
      page(
        '/a',
        {},
        {
          hreflang: alternates({
            ro: '/a',
            en: '/en/a',
            ru: '/ru/a',
            it: '/it/a',
            'x-default': '/a',
          }),
        },
      ),
      page(
        '/en/a',
        { warnings: [{ key: 'description_missing' }] },
        {
          hreflang: alternates({
            ro: '/a',
            en: '/en/a',
            ru: '/ru/a',
            it: '/it/a',
            'x-default': '/a',
          }),
        },
      ),
      page(
        '/en/b',
        {},
        {
          hreflang: alternates({
            ro: '/b',
            en: '/en/b',
            ru: '/ru/b',
            it: '/it/b',
            'x-default': '/b',
          }),
        },
      ),
    ]),
  );

  it('filters by kind, by language and by text', () => {
    expect(filterReport(rows, { kind: '', locale: '', text: '' }, describeIssue)).toHaveLength(3);
    expect(
      filterReport(rows, { kind: 'snippet', locale: '', text: '' }, describeIssue).map(
        (row) => row.path,
      ),
    ).toEqual(['/en/a']);
    expect(
      filterReport(rows, { kind: '', locale: 'ro', text: '' }, describeIssue).map(
        (row) => row.path,
      ),
    ).toEqual(['/a']);
    expect(
      filterReport(rows, { kind: '', locale: '', text: 'EN/B' }, describeIssue).map(
        (row) => row.path,
      ),
    ).toEqual(['/en/b']);
    expect(
      filterReport(rows, { kind: '', locale: '', text: 'description_missing' }, describeIssue).map(
        (row) => row.path,
      ),
    ).toEqual(['/en/a']);
    // Versions not in the report (ru, it) are not guessed at: only the missing description is an issue.
    expect(
      filterReport(rows, { kind: 'any', locale: '', text: '' }, describeIssue).map(
        (row) => row.path,
      ),
    ).toEqual(['/en/a']);
    expect(filterReport(rows, { kind: 'duplicates', locale: '', text: '' }, describeIssue)).toEqual(
      [],
    );
  });

  it('writes one CSV line per issue under the header, and one for a page without issues', () => {
    const clean = buildReport(
      ['/en/x'],
      byPath([
        page(
          '/en/x',
          {},
          {
            hreflang: alternates({
              ro: '/x',
              en: '/en/x',
              ru: '/ru/x',
              it: '/it/x',
              'x-default': '/x',
            }),
          },
        ),
      ]),
    );
    const lines = reportCsvRows(
      [...rows.slice(1, 2), ...clean],
      ['Page', 'Language', 'Status', 'Kind', 'Level', 'Message'],
      {
        kind: (kind) => kind.toUpperCase(),
        level: (level) => level,
        issue: (issue) => issue.message,
      },
    );
    expect(lines).toEqual([
      ['Page', 'Language', 'Status', 'Kind', 'Level', 'Message'],
      ['/en/a', 'en', 200, 'SNIPPET', 'warn', 'warning_description_missing'],
      ['/en/x', 'en', 200, '', '', ''],
    ]);
  });
});
