import type { BodySnapshot, CheckFinding } from './checks';

// What a page's body says to search engines and screen readers: structured data, images, headings.

/** Properties Google needs for a rich result of each type (dot paths; an array passes when any item has it). */
export const REQUIRED_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  Product: ['name', 'offers.price', 'offers.priceCurrency'],
  BreadcrumbList: ['itemListElement'],
  Organization: ['name', 'url'],
  LocalBusiness: ['name', 'address'],
  Article: ['headline'],
  BlogPosting: ['headline'],
  NewsArticle: ['headline'],
  FAQPage: ['mainEntity'],
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function has(value: unknown, path: string[]): boolean {
  if (path.length === 0)
    return (
      value !== undefined &&
      value !== null &&
      value !== '' &&
      !(Array.isArray(value) && value.length === 0)
    );
  if (Array.isArray(value)) return value.some((item) => has(item, path));
  if (!isObject(value)) return false;
  return has(value[path[0]!], path.slice(1));
}

const typesOf = (item: Json) =>
  (Array.isArray(item['@type']) ? item['@type'] : [item['@type']]).filter(
    (type): type is string => typeof type === 'string',
  );

/** JSON-LD: every block parses, and every item of a known type carries the properties Google requires. */
export function checkJsonLd(body: BodySnapshot, path: string): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const items: Json[] = [];
  for (const block of body.jsonLd) {
    if (block === null) {
      findings.push({ check: 'jsonLd', level: 'fail', key: 'jsonld_invalid', fixPath: path });
      continue;
    }
    for (const entry of Array.isArray(block) ? block : [block]) {
      if (!isObject(entry)) continue;
      if (Array.isArray(entry['@graph'])) items.push(...entry['@graph'].filter(isObject));
      else items.push(entry);
    }
  }
  if (items.length === 0 && findings.length === 0)
    return [{ check: 'jsonLd', level: 'warn', key: 'jsonld_none', fixPath: path }];
  for (const item of items) {
    for (const type of typesOf(item)) {
      const missing = (REQUIRED_PROPERTIES[type] ?? []).filter(
        (property) => !has(item, property.split('.')),
      );
      if (missing.length > 0)
        findings.push({
          check: 'jsonLd',
          level: 'fail',
          key: 'jsonld_missing',
          params: { type, properties: missing.join(', ') },
          fixPath: path,
        });
    }
  }
  const types = [...new Set(items.flatMap(typesOf))];
  if (types.length > 0)
    findings.unshift({
      check: 'jsonLd',
      level: findings.length === 0 ? 'pass' : 'warn',
      key: 'jsonld_types',
      params: { types: types.join(', ') },
    });
  return findings;
}

/** Every image has an alt attribute (empty for a decorative one); a missing one leaves screen readers and image search guessing. */
export function checkImages(body: BodySnapshot, path: string): CheckFinding[] {
  const missing = body.images.filter((image) => image.alt === null);
  if (missing.length > 0) {
    return [
      {
        check: 'images',
        level: 'warn',
        key: 'images_missing_alt',
        params: {
          count: missing.length,
          images: missing
            .map((image) => image.src)
            .slice(0, 5)
            .join(', '),
        },
        fixPath: path,
      },
    ];
  }
  return [
    { check: 'images', level: 'pass', key: 'images_ok', params: { count: body.images.length } },
  ];
}

/** The heading outline: exactly one h1, and no level skipped on the way down (h2 → h4). */
export function checkHeadings(body: BodySnapshot, path: string): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const h1 = body.headings.filter((heading) => heading.level === 1).length;
  if (h1 === 0)
    findings.push({ check: 'headings', level: 'fail', key: 'headings_no_h1', fixPath: path });
  if (h1 > 1)
    findings.push({
      check: 'headings',
      level: 'fail',
      key: 'headings_many_h1',
      params: { count: h1 },
      fixPath: path,
    });
  let previous = 0;
  for (const heading of body.headings) {
    if (previous > 0 && heading.level > previous + 1) {
      findings.push({
        check: 'headings',
        level: 'warn',
        key: 'headings_skipped',
        params: { from: `h${previous}`, to: `h${heading.level}`, text: heading.text },
        fixPath: path,
      });
    }
    previous = heading.level;
  }
  if (findings.length === 0)
    findings.push({
      check: 'headings',
      level: 'pass',
      key: 'headings_ok',
      params: { count: body.headings.length },
    });
  return findings;
}
