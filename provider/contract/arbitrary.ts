import fc from 'fast-check';
import type { z } from 'zod';

type Def = { type: string } & Record<string, unknown>;
type Check = { _zod: { def: { check: string } & Record<string, unknown> } };

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const checksOf = (schema: z.ZodType) =>
  ((defOf(schema).checks ?? []) as Check[]).map((check) => check._zod.def);

/** Values no schema expects: what a client gets wrong or an attacker tries. */
const stray = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    '2147483648',
    '-1',
    '1e20',
    '\u0000',
    '\uD800',
    '<script>',
    "' or 1=1 --",
  ),
);

function stringArbitrary(schema: z.ZodType): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength = 40;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') minLength = Number(check.minimum);
    if (check.check === 'max_length') maxLength = Number(check.maximum);
    if (check.check === 'string_format' && check.format === 'regex')
      return fc.stringMatching(check.pattern as RegExp);
    if (check.check === 'string_format' && check.format === 'email') return fc.emailAddress();
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 80)) });
}

function numberArbitrary(schema: z.ZodType): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const check of checksOf(schema)) {
    if (check.check === 'number_format' && String(check.format).includes('int')) integer = true;
    if (check.check === 'greater_than')
      min = Math.max(min, Number(check.value) + (check.inclusive ? 0 : 1));
    if (check.check === 'less_than')
      max = Math.min(max, Number(check.value) - (check.inclusive ? 0 : 1));
  }
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

/**
 * Values of the shape a zod schema describes, for property-based requests (issue 30): mostly values
 * the schema accepts, sometimes a stray value in their place, so that both the answer of a valid
 * request and the 400 of a wrong one are checked against the document. Covers the zod types the
 * API's request schemas use.
 */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => def[key] as z.ZodType;
  const valid = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string':
        return stringArbitrary(schema);
      case 'number':
        return numberArbitrary(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
      case 'optional':
        return fc.option(arbitraryOf(inner('innerType')), { nil: undefined });
      case 'nullable':
        return fc.option(arbitraryOf(inner('innerType')), { nil: null });
      case 'default':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return arbitraryOf(inner('innerType'));
      // A preprocess or transform: generate what its output schema takes.
      case 'pipe':
        return defOf(inner('in')).type === 'transform'
          ? arbitraryOf(inner('out'))
          : arbitraryOf(inner('in'));
      case 'union':
        return fc.oneof(...(def.options as z.ZodType[]).map(arbitraryOf));
      case 'array':
        return fc.array(arbitraryOf(inner('element')), { maxLength: 4 });
      case 'record':
        return fc.dictionary(
          fc.string({ minLength: 1, maxLength: 12 }),
          arbitraryOf(inner('valueType')),
          { maxKeys: 4 },
        );
      case 'object': {
        const shape = def.shape as Record<string, z.ZodType>;
        return fc.record(
          Object.fromEntries(
            Object.entries(shape).map(([key, value]) => [key, arbitraryOf(value)]),
          ),
          {
            requiredKeys: Object.keys(shape).filter(
              (key) => !['optional', 'default', 'catch'].includes(defOf(shape[key]!).type),
            ),
          },
        );
      }
      default:
        return stray;
    }
  })();
  return fc.oneof({ arbitrary: valid, weight: 9 }, { arbitrary: stray, weight: 1 });
}
