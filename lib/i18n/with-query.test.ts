import { describe, expect, it } from 'vitest';
import { switchLocalePath } from './slugs';
import { withQuery } from './with-query';

describe('withQuery (issue 27: changing language keeps the query)', () => {
  it.each([
    ['/ru/calculators', '?type=2&s.width=1500', '/ru/calculators?type=2&s.width=1500'],
    ['/ru/calculators', 'type=2', '/ru/calculators?type=2'],
    ['/en/search', '?q=termopan&page=2', '/en/search?q=termopan&page=2'],
    ['/', '?q=ferestre', '/?q=ferestre'],
    ['/ru', '', '/ru'],
    ['/ru', '?', '/ru'],
    ['/ru/info/x?v=1', '?q=a', '/ru/info/x?v=1&q=a'],
    ['/ru/info/x?', '?q=a', '/ru/info/x?q=a'],
    ['/ru/works#top', '?page=3', '/ru/works?page=3#top'],
    ['/en/search', '?q=%D0%BE%D0%BA%D0%BD%D0%B0', '/en/search?q=%D0%BE%D0%BA%D0%BD%D0%B0'],
  ])('%s with %j is %s', (path, search, expected) => {
    expect(withQuery(path, search)).toBe(expected);
  });

  it('appends the query to the path the switch computes, localized slug included', () => {
    expect(withQuery(switchLocalePath('/calculators', 'ru'), '?type=2&s.width=1500')).toBe(
      '/ru/calculators?type=2&s.width=1500',
    );
    expect(withQuery(switchLocalePath('/ru/raboty', 'ro'), '?page=2')).toBe('/lucrari?page=2');
    expect(
      withQuery(switchLocalePath('/en/info/terms', 'ru', { ru: '/ru/info/usloviya' }), '?a=1'),
    ).toBe('/ru/info/usloviya?a=1');
  });
});
