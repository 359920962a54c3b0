import { describe, expect, it } from 'vitest';
import type { NavCategory } from '@/lib/api';
import { buildMenu } from './menu';

const category = (over: Partial<NavCategory>): NavCategory => ({
  id: 1,
  title: 'Ferestre',
  link: '/windows',
  parent_category_slug: null,
  dynamic_page_slug: 'windows',
  calculator_id: null,
  banner: null,
  additions: [],
  subitems: [],
  ...over,
});

describe('buildMenu (spec 2 header nav)', () => {
  it('makes a mega-menu from columns, localizes links and drops unusable ones', () => {
    const [menu] = buildMenu(
      [
        category({
          calculator_id: 8,
          additions: [
            {
              title: 'Tip',
              items: [
                { title: 'PVC', category_slug: 'pvc', link: '/windows/pvc' },
                { title: 'Bad', category_slug: 'x', link: '/windows/null' },
              ],
            },
            { title: 'Empty', items: [] },
          ],
        }),
      ],
      'ru',
    );
    expect(menu?.kind).toBe('mega');
    expect(menu?.href).toBe('/ru/windows');
    expect(menu?.columns).toEqual([
      { title: 'Tip', total: 1, items: [{ title: 'PVC', href: '/ru/windows/pvc' }] },
    ]);
    expect(menu?.calculatorHref).toBe('/ru/calculators/gates');
  });

  it('links a column title to its category when the provider names one', () => {
    const items = [{ title: 'PVC', category_slug: 'pvc', link: '/product/pvc-1' }];
    const [menu] = buildMenu(
      [
        category({
          additions: [
            { title: 'Own link', link: '/windows/pvc', category_slug: 'pvc', items },
            { title: 'Slug only', category_slug: 'wood', items },
            { title: 'Bad slug', category_slug: '../x', items },
            { title: 'None', items },
          ],
        }),
      ],
      'ru',
    );
    expect(menu?.columns.map((column) => column.href)).toEqual([
      '/ru/windows/pvc',
      '/ru/windows/wood',
      undefined,
      undefined,
    ]);
  });

  it('makes a dropdown from sub-items and a plain link otherwise', () => {
    const menu = buildMenu(
      [
        category({
          subitems: [
            {
              id: 2,
              title: 'PVC',
              link: '/windows/pvc',
              parent_category_slug: 'windows',
              category_slug: 'pvc',
            },
          ],
        }),
        category({ id: 3, link: '/accessories' }),
      ],
      'ro',
    );
    expect(menu.map((m) => m.kind)).toEqual(['dropdown', 'link']);
    expect(menu[0]?.subitems[0]?.href).toBe('/windows/pvc');
    expect(menu[1]?.calculatorHref).toBeNull();
  });

  const products = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      title: `Model ${i}`,
      category_slug: 'pvc',
      link: `/product/model-${i}`,
    }));

  it('puts only a column\'s first 8 links on the page and keeps its count for "show all"', () => {
    const [menu] = buildMenu(
      [
        category({
          additions: [{ title: 'PVC', category_slug: 'pvc', items_count: 34, items: products(12) }],
        }),
      ],
      'en',
    );
    const [column] = menu!.columns;
    expect(column?.slug).toBe('pvc');
    expect(column?.total).toBe(34);
    expect(column?.items.map((item) => item.href)).toEqual(
      products(8).map((item) => `/en${item.link}`),
    );
  });

  it('counts the links it was given when the provider sends no count', () => {
    const [menu] = buildMenu(
      [category({ additions: [{ title: 'PVC', category_slug: 'pvc', items: products(11) }] })],
      'ro',
    );
    expect(menu?.columns[0]?.total).toBe(11);
    expect(menu?.columns[0]?.items).toHaveLength(8);
  });

  it('keeps every link of a column without a sub-category to load the rest from', () => {
    const [menu] = buildMenu(
      [category({ additions: [{ title: 'Offers', items: products(11) }] })],
      'ro',
    );
    expect(menu?.columns[0]).toMatchObject({ total: 11 });
    expect(menu?.columns[0]?.slug).toBeUndefined();
    expect(menu?.columns[0]?.items).toHaveLength(11);
  });

  it("counts the columns the provider left out, and drops the sub-category list a mega-menu's columns already link", () => {
    const subitems = [
      {
        id: 2,
        title: 'PVC',
        link: '/windows/pvc',
        parent_category_slug: 'windows',
        category_slug: 'pvc',
      },
    ];
    const [mega, plain] = buildMenu(
      [
        category({
          additions: [{ title: 'PVC', category_slug: 'pvc', items: products(2) }],
          additions_count: 40,
          subitems,
        }),
        category({
          id: 2,
          additions: [{ title: 'PVC', category_slug: 'pvc', items: products(2) }],
          subitems,
        }),
      ],
      'ro',
    );
    expect(mega?.moreColumns).toBe(39);
    expect(mega?.subitems).toEqual([]);
    expect(plain?.moreColumns).toBe(0);
  });
});
