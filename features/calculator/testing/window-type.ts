import type { CalculatorType } from '@/lib/api/types/calculator';
import { sampleWindowPriceList } from '@/lib/pricing/sample-window-price-list';

/** A window type shaped like the provider's answer, built from the shared sample price list (tests only). */
export const sampleWindowType: CalculatorType = {
  id: 2,
  calculator_id: 1,
  slug: 'window-two-sash',
  kind: 'window',
  name: 'Two-sash window',
  image: '/images/products/window-pvc-2.svg',
  characteristics: [],
  features: sampleWindowPriceList.features.map((group, groupIndex) => ({
    id: group.id,
    name: group.id,
    base: group.base ?? false,
    items: group.options.map((option, index) => ({
      id: option.id,
      name: option.id,
      value: option.id,
      price: option.price,
      color: null,
      selected: index === 0,
      group: groupIndex,
    })),
  })),
  sizes: sampleWindowPriceList.sizes.map((size) => ({ ...size, name: size.id })),
  additionals: sampleWindowPriceList.additionals.map((additional) => ({
    ...additional,
    name: additional.id,
    enabled: additional.id === 'mounting-holes',
  })),
  documents: [],
  descriptionItems: [],
};
