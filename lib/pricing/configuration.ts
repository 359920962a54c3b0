import { mdlToEur } from '../money/convert';
import { scale, sumAmounts } from '../money/money';

/** What a configured product is, for the totals' characteristics (spec 3 'Cart totals'). */
export const productKinds = ['window', 'door', 'gate', 'awning', 'shutter'] as const;
export type ProductKind = (typeof productKinds)[number];

/** One choice of a feature group; `price` in MDL bani, null when it is priced on request. */
export interface PriceOption {
  id: string;
  price: number | null;
}

/**
 * A feature group (spec 3 'Configurable product'). The one `base` group (the profile, the gate panel,
 * the awning fabric) is priced per square metre of the configured size; the others add a flat delta.
 */
export interface PriceGroup {
  id: string;
  base?: boolean;
  /** The option a new configuration starts with (a three-sash window: three sections); else the first. */
  default?: string;
  options: readonly PriceOption[];
}

/** The option of `group` that applies when the visitor chose none. */
export function defaultOptionId(
  group: Pick<PriceGroup, 'default' | 'options'>,
): string | undefined {
  return group.options.find((option) => option.id === group.default)?.id ?? group.options[0]?.id;
}

/** A size in millimetres with its allowed range and default value. */
export interface SizeRule {
  id: string;
  min: number;
  max: number;
  value: number;
}

export interface PricedAdditional {
  id: string;
  price: number;
  enabled?: boolean;
}

/** The price list of one calculator type, in MDL bani (the configurator's sample data is in MDL). */
export interface PriceList {
  features: readonly PriceGroup[];
  sizes: readonly SizeRule[];
  additionals: readonly PricedAdditional[];
}

/** What the visitor chose: an option per group, sizes in mm, the enabled additionals. */
export interface Configuration {
  features?: Record<string, string>;
  sizes?: Record<string, number>;
  additionals?: readonly string[];
}

export interface PriceLine {
  /** `features.<group>`, `sizes.area` (the base price) or `additionals.<id>`. */
  key: string;
  option: string;
  mdl: number;
}

export interface ConfigurationPrice {
  /** Unit price in MDL bani and, at the configured rate, in euro cents. */
  mdl: number;
  eur: number;
  areaMm2: number;
  /** A special shape has no list price: it can be requested, not bought online. */
  onRequest: boolean;
  lines: PriceLine[];
  /** The configuration with every default filled in, as it was priced. */
  selection: Required<{ [K in keyof Configuration]-?: NonNullable<Configuration[K]> }>;
}

export type PricingResult =
  { ok: true; price: ConfigurationPrice } | { ok: false; errors: Record<string, 'invalid_value'> };

const MM2_PER_M2 = 1_000_000;

/**
 * Prices one configuration (issue 5):
 * unit price = base price per m² × width × height + Σ selected feature deltas + Σ enabled additionals,
 * in MDL, then converted to euro at `rate`. A size out of its bounds, an unknown group or option,
 * or an unknown additional is an error, never a silently clamped price.
 */
export function priceConfiguration(
  list: PriceList,
  configuration: Configuration,
  rate: number,
): PricingResult {
  const errors: Record<string, 'invalid_value'> = {};
  const chosenFeatures = configuration.features ?? {};
  const chosenSizes = configuration.sizes ?? {};
  const chosenAdditionals =
    configuration.additionals ?? list.additionals.filter((a) => a.enabled).map((a) => a.id);

  for (const group of Object.keys(chosenFeatures)) {
    if (!list.features.some((known) => known.id === group))
      errors[`features.${group}`] = 'invalid_value';
  }
  for (const size of Object.keys(chosenSizes)) {
    if (!list.sizes.some((known) => known.id === size)) errors[`sizes.${size}`] = 'invalid_value';
  }

  const sizes: Record<string, number> = {};
  for (const rule of list.sizes) {
    const value = chosenSizes[rule.id] ?? rule.value;
    if (!Number.isInteger(value) || value < rule.min || value > rule.max)
      errors[`sizes.${rule.id}`] = 'invalid_value';
    sizes[rule.id] = value;
  }
  const areaMm2 = (sizes.width ?? 0) * (sizes.height ?? 0);

  const features: Record<string, string> = {};
  const lines: PriceLine[] = [];
  let onRequest = false;
  for (const group of list.features) {
    const optionId = chosenFeatures[group.id] ?? defaultOptionId(group);
    const option = group.options.find((candidate) => candidate.id === optionId);
    if (!option || optionId === undefined) {
      errors[`features.${group.id}`] = 'invalid_value';
      continue;
    }
    features[group.id] = option.id;
    if (option.price === null) {
      onRequest = true;
      continue;
    }
    const mdl = group.base ? scale(option.price, areaMm2, MM2_PER_M2) : option.price;
    lines.push({ key: group.base ? 'sizes.area' : `features.${group.id}`, option: option.id, mdl });
  }

  const additionals: string[] = [];
  for (const id of new Set(chosenAdditionals)) {
    const additional = list.additionals.find((candidate) => candidate.id === id);
    if (!additional) {
      errors.additionals = 'invalid_value';
      continue;
    }
    additionals.push(id);
    lines.push({ key: `additionals.${id}`, option: id, mdl: additional.price });
  }

  if (Object.keys(errors).length) return { ok: false, errors };
  const mdl = sumAmounts(lines.map((line) => line.mdl));
  return {
    ok: true,
    price: {
      mdl,
      eur: mdlToEur(mdl, rate),
      areaMm2,
      onRequest,
      lines,
      selection: { features, sizes, additionals },
    },
  };
}
