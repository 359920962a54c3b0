import { describe, expect, it } from 'vitest';
import { rumPageKind } from './page-kind';

describe('rumPageKind', () => {
  it.each([
    ['/', 'home'],
    ['/ru', 'home'],
    ['/ferestre', 'category'],
    ['/en/windows/pvc', 'category'],
    ['/product/pvc-classic-70-one-sash', 'product'],
    ['/it/product/x', 'product'],
    ['/calculators', 'configurator'],
    ['/ru/calculators/gates', 'configurator'],
    ['/cos', 'cart'],
    ['/ru/korzina', 'cart'],
    ['/en/cart', 'cart'],
    ['/search', 'search'],
    ['/contacte', 'content'],
    ['/ru/o-nas', 'content'],
    ['/blog/12', 'content'],
    ['/info/termeni-si-conditii', 'content'],
  ] as const)('%s is %s', (path, kind) => {
    expect(rumPageKind(path)).toBe(kind);
  });
});
