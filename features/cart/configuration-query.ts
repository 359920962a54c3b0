import type { CalculatorConfiguration } from '@/lib/api';

/**
 * The configurator URL of a cart item being edited (spec 4): `edit=<itemId>` plus the configuration,
 * readable and stable so the calculator can preselect it:
 * `?edit=12&type=5&f.profile=p3&f.colour=white&s.width=1200&s.height=1400&a=sill,holes`.
 */
export const EDIT_PARAM = 'edit';
const TYPE_PARAM = 'type';
const FEATURE_PREFIX = 'f.';
const SIZE_PREFIX = 's.';
const ADDITIONALS_PARAM = 'a';

export function configurationSearchParams(
  configuration: CalculatorConfiguration,
  itemId?: number,
): URLSearchParams {
  const params = new URLSearchParams();
  if (itemId !== undefined) params.set(EDIT_PARAM, String(itemId));
  params.set(TYPE_PARAM, String(configuration.calculator_type_id));
  for (const [group, item] of Object.entries(configuration.features ?? {}))
    params.set(`${FEATURE_PREFIX}${group}`, item);
  for (const [size, value] of Object.entries(configuration.sizes ?? {}))
    params.set(`${SIZE_PREFIX}${size}`, String(value));
  if (configuration.additionals?.length)
    params.set(ADDITIONALS_PARAM, configuration.additionals.join(','));
  return params;
}

type SearchParamsLike = Pick<URLSearchParams, 'get' | 'forEach'>;

/** The configuration and edited item of a configurator URL, or null when it names no valid type. */
export function parseConfigurationSearchParams(
  params: SearchParamsLike,
): { itemId: number | null; configuration: CalculatorConfiguration } | null {
  const typeId = Number(params.get(TYPE_PARAM));
  if (!Number.isInteger(typeId) || typeId <= 0) return null;
  const editRaw = Number(params.get(EDIT_PARAM));
  const features: Record<string, string> = {};
  const sizes: Record<string, number> = {};
  params.forEach((value, key) => {
    if (key.startsWith(FEATURE_PREFIX) && value) features[key.slice(FEATURE_PREFIX.length)] = value;
    if (key.startsWith(SIZE_PREFIX)) {
      const size = Number(value);
      if (Number.isFinite(size)) sizes[key.slice(SIZE_PREFIX.length)] = size;
    }
  });
  const additionals = (params.get(ADDITIONALS_PARAM) ?? '').split(',').filter(Boolean);
  return {
    itemId: Number.isInteger(editRaw) && editRaw > 0 ? editRaw : null,
    configuration: { calculator_type_id: typeId, features, sizes, additionals },
  };
}

/** The edit link of a configured cart item: its calculator page with the configuration in the query. */
export function editConfigurationHref(
  calculatorHref: string,
  itemId: number,
  configuration: CalculatorConfiguration,
): string {
  return `${calculatorHref}?${configurationSearchParams(configuration, itemId).toString()}`;
}
