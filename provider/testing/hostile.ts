import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addresses, deliveryCities, users } from '../db/schema';
import { hashPassword } from '../domain/passwords';
import type { TestProvider } from './harness';

/**
 * Hostile values for the request fuzzer (issue 11): wrong JSON types, huge strings, unicode edge
 * cases, SQL and template payloads, prototype-pollution keys.
 */
export const hostileStrings: readonly string[] = [
  '',
  '   ',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1); SELECT pg_sleep(10); --',
  '%',
  '_',
  '\\',
  '\uD800',
  'a\uDC00b',
  '\uDBFF\uDBFF',
  'x\uDFFF',
  '\u202Egnp.exe',
  '\u200B\u200C\u200D\uFEFF',
  'a\u0000b',
  '\u0000',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'ăîșțâ ĂÎȘȚÂ Жжё',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '1e20',
  '1.5',
  '0x10',
  ' 1 ',
  'x'.repeat(10_000),
];

export const hostileValues: readonly unknown[] = [
  ...hostileStrings,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  1e9,
  2 ** 32,
  1e20,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  [],
  [1, 2],
  ['a', null],
  {},
  { a: 1 },
  JSON.parse('{"__proto__":{"admin":true}}'),
  { constructor: { prototype: { admin: true } } },
];

/** Whole request bodies that are not what any endpoint expects. */
export const hostileJsonBodies: readonly string[] = [
  '{',
  '{"a":',
  '}',
  'null',
  '[]',
  '"a string"',
  '123',
  'true',
  '\u0000',
  '{"a":1}{"b":2}',
  "{'single': 'quotes'}",
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '[{"__proto__":{"admin":true}}]',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
  '\uFEFF{}',
];

/** Bodies under other content types than JSON. */
export const hostileTypedBodies: readonly { type: string; body: string }[] = [
  { type: 'text/plain', body: '{"email":"a@b.md"}' },
  {
    type: 'application/x-www-form-urlencoded',
    body: 'email=a%40b.md&__proto__[admin]=1&constructor[prototype][admin]=1',
  },
  {
    type: 'multipart/form-data',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"admin":true}\r\n--x',
  },
  {
    type: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  },
  { type: 'application/json; charset=utf-16', body: '{}' },
];

/** Path segments (already URL-encoded) for every `:param`. */
export const hostilePathSegments: readonly string[] = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '1e20',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '99999999999999999999',
  '%00',
  '%E2%80%AE',
  '%C8%9B%C4%83',
  '%D0%96',
  "'%20OR%201=1%20--",
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%ZZ',
  '%',
  '%FF',
  '%C0%AF',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  'x'.repeat(5_000),
];

/**
 * Percent-encodings that decode to no UTF-8 text (issue 26): a byte that never starts a character,
 * an overlong '/', a truncated sequence, an encoded surrogate, non-hex digits. Sent raw in paths and
 * query strings; each is a 400.
 */
export const malformedEncodings: readonly string[] = [
  '%FF',
  '%C0%AF',
  '%E0%A4%A',
  '%ED%A0%80',
  '%ZZ',
  '%',
];

/**
 * Issue 26: one of these in one field of an otherwise valid request: the bounds of int32 (the type
 * of every id and integer column) and past them, huge quantities, fractions, and strings that are
 * not well-formed Unicode (lone high and low surrogates), as numbers and as strings.
 */
export const edgeValues: readonly unknown[] = [
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  1e20,
  1.5,
  1e9,
  4_294_967_296,
  -1,
  0,
  '2147483647',
  '2147483648',
  '-2147483649',
  '1e20',
  '1.5',
  '1e9',
  '4294967296',
  '\uD800',
  '\uDFFF',
  'a\uD800b',
  'a\uDC00',
  '\uDBFF\uDBFF',
  '\u0000',
];

/** Query-string keys any GET endpoint reads. */
export const queryKeys: readonly string[] = [
  'page',
  'page_size',
  'search',
  'q',
  'slug',
  'page_type',
  'category',
  'parent_category',
  'product',
  'city',
  'vacancy',
  'ordering',
  'lang',
  'id',
];

/** Query values (raw, URL-encoded when sent). */
export const hostileQueryValues: readonly string[] = [
  "' OR 1=1 --",
  "'; DROP TABLE products; --",
  '-1',
  '0',
  '1e9',
  '1.5',
  '1e20',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '99999999999999999999',
  'NaN',
  '\u0000',
  '\u202E\u200B',
  '😀',
  '<script>alert(1)</script>',
  'x'.repeat(5_000),
];

export const hostileAuthorizations: readonly string[] = [
  'Bearer',
  'Bearer ',
  "Bearer ' OR 1=1 --",
  'Bearer a.b.c',
  `Bearer ${'x'.repeat(20_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  // alg "none": an unsigned token claiming user 1.
  `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"id":1,"email":"a@b.md","type":"access","exp":9999999999}').toString('base64url')}.`,
];

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * A fingerprint of every table that changes with any committed insert, update or delete: the row
 * count and the newest row version (xmin) per table, in one query. Rate-limit buckets are
 * bookkeeping of the refused attempts themselves, so they are left out.
 */
export async function writeFingerprint(db: Db): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit_buckets' order by table_name`,
    ),
  ).map((row) => row.name);
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as state from "${name}"`,
  );
  const rows = rowsOf<{ name: string; state: string }>(
    await db.execute(sql.raw(parts.join(' union all '))),
  );
  return rows.map((row) => `${row.name}=${row.state}`).join(' ');
}

/** Every table's full content as a digest, for before/after comparisons of a whole scenario. */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit_buckets' order by table_name`,
    ),
  ).map((row) => row.name);
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as state from "${name}" t`,
  );
  const rows = rowsOf<{ name: string; state: string }>(
    await db.execute(sql.raw(parts.join(' union all '))),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.state]));
}

/** The spec's error shapes: `{ detail }` or `{ field: [messages] }`. */
export function isErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (!entries.length) return false;
  // A `{ detail }`; create-order's 409 also carries the cart's new totals (issue 39).
  if ('detail' in body)
    return (
      typeof (body as { detail: unknown }).detail === 'string' &&
      entries.every(
        ([key, value]) =>
          key === 'detail' || (key === 'totals' && typeof value === 'object' && value !== null),
      )
    );
  return entries.every(
    ([, value]) =>
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((message) => typeof message === 'string' && message.length > 0),
  );
}

/** A customer with a password, an address and an access token, made straight in the database. */
export async function createCustomer(
  provider: TestProvider,
  email: string,
  password = 'correct-horse-battery',
) {
  const now = new Date();
  const [user] = await provider.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Ana',
      lastName: 'Rusu',
      phone: '+373 (691) 234-56',
      createdAt: now,
      bonusBalance: 500,
    })
    .returning();
  const [city] = await provider.db.select().from(deliveryCities).limit(1);
  const [address] = await provider.db
    .insert(addresses)
    .values({
      userId: user!.id,
      cityId: city!.id,
      street: 'Ștefan cel Mare',
      house: '1',
      apartment: '2',
      firstName: 'Ana',
      lastName: 'Rusu',
      phone: '+373 (691) 234-56',
      createdAt: now,
    })
    .returning();
  const token = await provider.accessTokenFor({ id: user!.id, email }, now);
  return { id: user!.id, email, password, token, addressId: address!.id, cityId: city!.id };
}

/** Stored-XSS payloads, one of each kind, around a harmless paragraph that must survive. */
export const HOSTILE_HTML = [
  '<p>Safe text</p>',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">js link</a>',
  '<a href=" JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="javascript&colon;alert(1)">entity</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="width: expression(alert(1))">styled</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name="q"><button>go</button></form>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<div onmouseover="alert(1)">hover</div>',
  '<scr<script>ipt>alert(1)</script>',
].join('');

/** What must not survive sanitizing (checked on every string of an API answer). */
export const UNSAFE_HTML_PATTERNS: readonly RegExp[] = [
  /<script/i,
  /<\/?(iframe|svg|object|embed|form|input|style|base|meta|math)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /javascript&colon;/i,
  /data:/i,
  /expression\(/i,
  /style\s*=/i,
  /srcdoc/i,
];

/** Every string inside a JSON answer. */
export function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(collectStrings);
}
