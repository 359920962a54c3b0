import type { PriceList } from './configuration';

/**
 * The window price list of the configurator's sample data (spec 3), in MDL bani; the README's worked
 * example and the seeded calculator types use the same numbers.
 */
export const sampleWindowPriceList: PriceList = {
  features: [
    {
      id: 'material',
      options: [
        { id: 'plastic', price: 0 },
        { id: 'plastic-aluminium', price: 150_000 },
        { id: 'wood', price: 300_000 },
        { id: 'wood-aluminium', price: 450_000 },
      ],
    },
    {
      id: 'profile',
      base: true,
      options: [
        { id: 'classic-58', price: 120_000 },
        { id: 'classic-60', price: 122_000 },
        { id: 'comfort-62', price: 124_000 },
        { id: 'comfort-70', price: 126_000 },
        { id: 'premium-76', price: 128_000 },
        { id: 'premium-82', price: 130_000 },
        { id: 'elite-86', price: 132_000 },
      ],
    },
    {
      id: 'colour',
      options: [
        { id: 'white', price: 0 },
        ...['golden-oak', 'walnut', 'mahogany', 'anthracite', 'black-brown', 'cream', 'silver'].map(
          (id) => ({ id, price: 50_000 }),
        ),
      ],
    },
    {
      id: 'shape',
      options: [
        { id: 'one-section', price: 0 },
        { id: 'two-sections', price: 200_000 },
        { id: 'three-sections', price: 450_000 },
        { id: 'special', price: null },
      ],
    },
    {
      id: 'roof',
      options: [
        { id: 'none', price: 0 },
        { id: 'attic', price: 50_000 },
        { id: 'bottom', price: 50_000 },
      ],
    },
    {
      id: 'opening',
      options: [
        { id: 'fixed', price: 0 },
        { id: 'left-tilt', price: 200_000 },
        { id: 'right-tilt', price: 200_000 },
        { id: 'tilt', price: 100_000 },
      ],
    },
  ],
  sizes: [
    { id: 'width', min: 385, max: 2510, value: 1200 },
    { id: 'height', min: 385, max: 1510, value: 1200 },
  ],
  additionals: [
    { id: 'mounting-holes', price: 15_000 },
    { id: 'external-sill', price: 45_000 },
    { id: 'stand-profile', price: 30_000 },
    { id: 'blind-rails', price: 60_000 },
  ],
};
