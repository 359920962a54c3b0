import type { CalculatorType } from '@/lib/api/types/calculator';
import {
  priceConfiguration,
  type PriceList,
  type PricingResult,
} from '@/lib/pricing/configuration';
import type { ConfigurationState } from './store';

/** The calculator type's price list in the shape of the shared rule (lib/pricing), as the provider reads it. */
export function priceListOf(
  type: Pick<CalculatorType, 'features' | 'sizes' | 'additionals'>,
): PriceList {
  return {
    features: type.features.map((group) => ({
      id: group.id,
      base: group.base,
      default: group.items.find((item) => item.selected)?.id,
      options: group.items.map((item) => ({ id: item.id, price: item.price })),
    })),
    sizes: type.sizes.map(({ id, min, max, value }) => ({ id, min, max, value })),
    additionals: type.additionals.map(({ id, price, enabled }) => ({ id, price, enabled })),
  };
}

/**
 * The price shown while the visitor configures (issue 8): the same rule the provider applies, run
 * synchronously on every change, so no request is made per keystroke.
 */
export function livePrice(
  list: PriceList,
  state: Pick<ConfigurationState, 'features' | 'sizes' | 'additionals'>,
  rate: number,
): PricingResult {
  return priceConfiguration(
    list,
    { features: state.features, sizes: state.sizes, additionals: state.additionals },
    rate,
  );
}
