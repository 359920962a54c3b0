import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CalculatorConfiguration, CalculatorType } from '@/lib/api/types/calculator';
import type { Locale } from '@/lib/i18n/locales';
import { parseLocaleNumber, type NumberInputError } from '@/lib/i18n/number';
import type { ConfigurationQuery } from '@/lib/routing/configuration-query';

/** What the configurator needs of a calculator type to hold a valid configuration. */
export type ConfigurableType = Pick<CalculatorType, 'id' | 'features' | 'sizes' | 'additionals'>;

export interface ConfigurationState {
  features: Record<string, string>;
  /** The last valid size of each dimension, in mm: what is priced and drawn. */
  sizes: Record<string, number>;
  /** What the visitor is typing into each size field. */
  sizeDrafts: Record<string, string>;
  /**
   * Why a size's draft is not priced: no number, not whole millimetres, or outside the range ('enter
   * a valid value'). A size without an entry is valid.
   */
  sizeErrors: Record<string, SizeError>;
  additionals: string[];
}

export interface CalculatorActions {
  /** Spec 4: picking an item selects it and unselects the others of its group. */
  selectOption: (groupId: string, optionId: string) => void;
  editSize: (sizeId: string, draft: string) => void;
  /** Spec 4: sizes are clamped to min and max (on blur or Enter). */
  commitSize: (sizeId: string) => void;
  toggleAdditional: (additionalId: string) => void;
  /** Back/forward: the configuration the URL names. */
  restore: (query: ConfigurationQuery) => void;
}

export type SizeError = NumberInputError | 'out_of_range';

export type CalculatorStore = StoreApi<ConfigurationState & CalculatorActions>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A configuration of `type` from a query: unknown options fall back to defaults, sizes are clamped. */
export function configurationFromQuery(
  type: ConfigurableType,
  query: Pick<ConfigurationQuery, 'features' | 'sizes' | 'additionals'>,
): ConfigurationState {
  const features: Record<string, string> = {};
  for (const group of type.features) {
    const wanted = query.features[group.id];
    const option =
      group.items.find((item) => item.id === wanted) ??
      group.items.find((item) => item.selected) ??
      group.items[0];
    if (option) features[group.id] = option.id;
  }
  const sizes: Record<string, number> = {};
  for (const size of type.sizes) {
    const wanted = query.sizes[size.id];
    sizes[size.id] =
      wanted === undefined || !Number.isFinite(wanted)
        ? size.value
        : clamp(Math.round(wanted), size.min, size.max);
  }
  const known = new Set(type.additionals.map((additional) => additional.id));
  const additionals =
    query.additionals === null
      ? type.additionals
          .filter((additional) => additional.enabled)
          .map((additional) => additional.id)
      : [...new Set(query.additionals)].filter((id) => known.has(id));
  return { features, sizes, sizeDrafts: draftsOf(sizes), sizeErrors: {}, additionals };
}

const draftsOf = (sizes: Record<string, number>) =>
  Object.fromEntries(Object.entries(sizes).map(([id, value]) => [id, String(value)]));

/** The configuration as the provider's quote and the cart take it. */
export function toCalculatorConfiguration(
  typeId: number,
  state: Pick<ConfigurationState, 'features' | 'sizes' | 'additionals'>,
): CalculatorConfiguration {
  return {
    calculator_type_id: typeId,
    features: { ...state.features },
    sizes: { ...state.sizes },
    additionals: [...state.additionals],
  };
}

const withoutKey = (record: Record<string, SizeError>, key: string) =>
  key in record ? Object.fromEntries(Object.entries(record).filter(([id]) => id !== key)) : record;

/**
 * `record` with `key` set to `value`: the same object when it already holds it, so the parts that
 * read it (the price, the drawing, the URL) do not render again for a change that changes nothing,
 * such as the Enter that commits the size just typed (issue 40: the keyboard's INP).
 */
const withValue = <T>(record: Record<string, T>, key: string, value: T) =>
  record[key] === value ? record : { ...record, [key]: value };

/** Sizes are whole millimetres, typed with the locale's signs ("1 200" and "1.200" in ro). */
export function createCalculatorStore(
  type: ConfigurableType,
  query: ConfigurationQuery,
  locale: Locale,
): CalculatorStore {
  const sizeRule = (sizeId: string) => type.sizes.find((size) => size.id === sizeId);
  const readMillimetres = (draft: string) => parseLocaleNumber(draft, locale, 0);
  return createStore<ConfigurationState & CalculatorActions>()((set, get) => ({
    ...configurationFromQuery(type, query),
    selectOption: (groupId, optionId) => {
      const group = type.features.find((candidate) => candidate.id === groupId);
      if (!group?.items.some((item) => item.id === optionId)) return;
      set((state) => ({ features: { ...state.features, [groupId]: optionId } }));
    },
    editSize: (sizeId, draft) => {
      const rule = sizeRule(sizeId);
      if (!rule) return;
      const read = readMillimetres(draft);
      const error: SizeError | null = !read.ok
        ? read.error
        : read.value < rule.min || read.value > rule.max
          ? 'out_of_range'
          : null;
      set((state) => ({
        sizeDrafts: withValue(state.sizeDrafts, sizeId, draft),
        sizes: read.ok && error === null ? withValue(state.sizes, sizeId, read.value) : state.sizes,
        sizeErrors:
          error === null
            ? withoutKey(state.sizeErrors, sizeId)
            : withValue(state.sizeErrors, sizeId, error),
      }));
    },
    commitSize: (sizeId) => {
      const rule = sizeRule(sizeId);
      if (!rule) return;
      const read = readMillimetres(get().sizeDrafts[sizeId] ?? '');
      // Issue 27: text that is no whole number of mm stays as typed, with its reason, instead of
      // silently going back to the last valid size; the price and the drawing keep that size.
      if (!read.ok) {
        set((state) => ({ sizeErrors: withValue(state.sizeErrors, sizeId, read.error) }));
        return;
      }
      const value = clamp(read.value, rule.min, rule.max);
      set((state) => ({
        sizes: withValue(state.sizes, sizeId, value),
        sizeDrafts: withValue(state.sizeDrafts, sizeId, String(value)),
        sizeErrors: withoutKey(state.sizeErrors, sizeId),
      }));
    },
    toggleAdditional: (additionalId) => {
      if (!type.additionals.some((additional) => additional.id === additionalId)) return;
      set((state) => ({
        additionals: state.additionals.includes(additionalId)
          ? state.additionals.filter((id) => id !== additionalId)
          : [...state.additionals, additionalId],
      }));
    },
    restore: (restored) => set(configurationFromQuery(type, restored)),
  }));
}
