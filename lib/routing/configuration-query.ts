import type { CalculatorConfiguration } from '../api/types/calculator';

/**
 * The configuration in the page's query (issue 8: shareable, survives reload, back/forward), in the
 * format the cart's edit links use: `?type=5&f.profile=comfort-70&s.width=1200&a=external-sill&edit=12`.
 * Server-safe, so the page renders the configuration the link names before any script runs.
 */
export const TYPE_PARAM = 'type';
export const EDIT_PARAM = 'edit';
const FEATURE_PREFIX = 'f.';
const SIZE_PREFIX = 's.';
const ADDITIONALS_PARAM = 'a';

export type SearchParamsRecord = Record<string, string | string[] | undefined>;
type QueryInput = URLSearchParams | SearchParamsRecord;

export interface ConfigurationQuery {
  typeId: number | null;
  editItemId: number | null;
  features: Record<string, string>;
  sizes: Record<string, number>;
  /** Null when the query says nothing about additionals (the type's defaults apply). */
  additionals: string[] | null;
}

const positiveInt = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const parsed = Number(value);
  return parsed > 0 ? parsed : null;
};

function entriesOf(input: QueryInput): [string, string][] {
  if (input instanceof URLSearchParams) return [...input.entries()];
  // Next gives repeated keys as arrays; the first value wins, as URLSearchParams.get would.
  return Object.entries(input).flatMap(([key, value]) => {
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined ? [] : [[key, first] as [string, string]];
  });
}

export function parseConfigurationQuery(input: QueryInput): ConfigurationQuery {
  const query: ConfigurationQuery = {
    typeId: null,
    editItemId: null,
    features: {},
    sizes: {},
    additionals: null,
  };
  for (const [key, value] of entriesOf(input)) {
    if (key === TYPE_PARAM) query.typeId ??= positiveInt(value);
    else if (key === EDIT_PARAM) query.editItemId ??= positiveInt(value);
    else if (key === ADDITIONALS_PARAM) query.additionals ??= value.split(',').filter(Boolean);
    else if (key.startsWith(FEATURE_PREFIX) && value)
      query.features[key.slice(FEATURE_PREFIX.length)] ??= value;
    else if (key.startsWith(SIZE_PREFIX) && /^\d{1,6}$/.test(value))
      query.sizes[key.slice(SIZE_PREFIX.length)] ??= Number(value);
  }
  return query;
}

/** The query string of a configuration; `a=` (empty) says 'no additionals' so defaults do not come back. */
export function configurationQueryString(
  configuration: CalculatorConfiguration,
  editItemId?: number | null,
): string {
  const params = new URLSearchParams();
  params.set(TYPE_PARAM, String(configuration.calculator_type_id));
  for (const [group, option] of Object.entries(configuration.features ?? {}))
    params.set(`${FEATURE_PREFIX}${group}`, option);
  for (const [size, value] of Object.entries(configuration.sizes ?? {}))
    params.set(`${SIZE_PREFIX}${size}`, String(value));
  params.set(ADDITIONALS_PARAM, (configuration.additionals ?? []).join(','));
  if (editItemId) params.set(EDIT_PARAM, String(editItemId));
  return params.toString();
}
