import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from './locales';
import { validationKeys } from '../validation/messages';

const dir = path.resolve(__dirname, '../../messages');
const flatten = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) =>
        flatten(child, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];
const load = (locale: string) =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, unknown>;

describe('messages (four languages, no gaps)', () => {
  it('has one file per locale and nothing else', () => {
    expect(readdirSync(dir).sort()).toEqual(locales.map((l) => `${l}.json`).sort());
  });

  const reference = new Set(locales.flatMap((locale) => flatten(load(locale))));
  it.each(locales)('%s has every key of every other locale, each non-empty', (locale) => {
    const messages = load(locale);
    const keys = flatten(messages);
    expect([...reference].filter((key) => !keys.includes(key))).toEqual([]);
    const empty = keys.filter((key) => {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('translates every validation message key', () => {
    for (const locale of locales) {
      const validation = load(locale).validation as Record<string, string>;
      for (const key of validationKeys)
        expect(validation[key], `${locale}.validation.${key}`).toBeTruthy();
    }
  });
});
