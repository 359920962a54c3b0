import { describe, expect, it } from 'vitest';
import {
  configurationQueryString,
  parseConfigurationQuery,
  type ConfigurationQuery,
} from '@/lib/routing/configuration-query';
import { livePrice, priceListOf } from './live-price';
import type { Locale } from '@/lib/i18n/locales';
import { createCalculatorStore, toCalculatorConfiguration } from './store';
import { sampleWindowType } from './testing/window-type';

const windowType = sampleWindowType;

const emptyQuery: ConfigurationQuery = {
  typeId: 2,
  editItemId: null,
  features: {},
  sizes: {},
  additionals: null,
};
const storeWith = (query: Partial<ConfigurationQuery> = {}, locale: Locale = 'en') =>
  createCalculatorStore(windowType, { ...emptyQuery, ...query }, locale);

describe('calculator store', () => {
  it('starts from the defaults: the preselected option of each group, default sizes, enabled additionals', () => {
    const state = storeWith().getState();
    expect(state.features).toEqual({
      material: 'plastic',
      profile: 'classic-58',
      colour: 'white',
      shape: 'one-section',
      roof: 'none',
      opening: 'fixed',
    });
    expect(state.sizes).toEqual({ width: 1200, height: 1200 });
    expect(state.sizeDrafts).toEqual({ width: '1200', height: '1200' });
    expect(state.additionals).toEqual(['mounting-holes']);
  });

  it('keeps one option per group: selecting one unselects the others of its group only', () => {
    const store = storeWith();
    store.getState().selectOption('material', 'wood');
    store.getState().selectOption('material', 'wood-aluminium');
    store.getState().selectOption('colour', 'walnut');
    expect(store.getState().features).toMatchObject({
      material: 'wood-aluminium',
      colour: 'walnut',
      profile: 'classic-58',
    });
  });

  it('ignores an option of another group or an unknown group', () => {
    const store = storeWith();
    store.getState().selectOption('material', 'walnut');
    store.getState().selectOption('glazing', 'triple');
    expect(store.getState().features.material).toBe('plastic');
    expect(store.getState().features).not.toHaveProperty('glazing');
  });

  it('flags a size out of its range while typing and keeps pricing the last valid size', () => {
    const store = storeWith();
    store.getState().editSize('width', '3000');
    expect(store.getState().sizeErrors).toEqual({ width: 'out_of_range' });
    expect(store.getState().sizes.width).toBe(1200);
    store.getState().editSize('width', '1500');
    expect(store.getState().sizeErrors).toEqual({});
    expect(store.getState().sizes.width).toBe(1500);
  });

  it('keeps the same sizes, drafts and errors when a commit or an edit changes nothing', () => {
    const store = storeWith();
    store.getState().editSize('width', '1500');
    const typed = store.getState();
    // Enter after typing a valid size: nothing the price, the drawing or the URL read is new.
    store.getState().commitSize('width');
    expect(store.getState().sizes).toBe(typed.sizes);
    expect(store.getState().sizeDrafts).toBe(typed.sizeDrafts);
    expect(store.getState().sizeErrors).toBe(typed.sizeErrors);
    store.getState().editSize('width', '1500');
    expect(store.getState().sizes).toBe(typed.sizes);
    // A real change still makes new objects, so its readers render it.
    store.getState().editSize('width', '1600');
    expect(store.getState().sizes).not.toBe(typed.sizes);
    expect(store.getState().sizes.width).toBe(1600);
  });

  it.each([
    ['3000', 2510],
    ['100', 385],
    ['385', 385],
    ['2510', 2510],
    [' 1400 ', 1400],
  ])('clamps a typed width of %j to %d on blur', (draft, expected) => {
    const store = storeWith();
    store.getState().editSize('width', draft);
    store.getState().commitSize('width');
    expect(store.getState().sizes.width).toBe(expected);
    expect(store.getState().sizeDrafts.width).toBe(String(expected));
    expect(store.getState().sizeErrors).toEqual({});
  });

  it.each([
    ['', 'not_a_number'],
    ['abc', 'not_a_number'],
    ['-400', 'not_a_number'],
    ['12.5', 'too_many_decimals'],
    ['1200.5', 'too_many_decimals'],
  ] as const)(
    'prices the last valid size and keeps %j as typed with its reason, also on blur (issue 27)',
    (draft, error) => {
      const store = storeWith();
      store.getState().editSize('height', '1400');
      store.getState().editSize('height', draft);
      expect(store.getState().sizeErrors).toEqual({ height: error });
      store.getState().commitSize('height');
      expect(store.getState().sizes.height).toBe(1400);
      expect(store.getState().sizeDrafts.height).toBe(draft);
      expect(store.getState().sizeErrors).toEqual({ height: error });
    },
  );

  it.each([
    ['ro', '1 200', 1200],
    ['ro', '1.200', 1200],
    ['ro', `1\u00a0500`, 1500],
    ['ru', '1 500', 1500],
    ['it', '2.000', 2000],
    ['en', '1,500', 1500],
    ['ro', '1200,0', 1200],
  ] as const)('reads a width typed in %s as %j: %d mm', (locale, draft, expected) => {
    const store = storeWith({}, locale);
    store.getState().editSize('width', draft);
    expect(store.getState().sizes.width).toBe(expected);
    expect(store.getState().sizeErrors).toEqual({});
    store.getState().commitSize('width');
    expect(store.getState().sizeDrafts.width).toBe(String(expected));
  });

  it('says a decimal size in ro is not whole millimetres, whatever sign it is typed with', () => {
    for (const draft of ['1200,5', '1 200,5', '1200.5']) {
      const store = storeWith({}, 'ro');
      store.getState().editSize('width', draft);
      store.getState().commitSize('width');
      expect(store.getState().sizeErrors).toEqual({ width: 'too_many_decimals' });
      expect(store.getState().sizes.width).toBe(1200);
    }
  });

  it('toggles additionals on and off and ignores unknown ones', () => {
    const store = storeWith({ additionals: [] });
    store.getState().toggleAdditional('external-sill');
    store.getState().toggleAdditional('blind-rails');
    store.getState().toggleAdditional('gold-handle');
    expect(store.getState().additionals).toEqual(['external-sill', 'blind-rails']);
    store.getState().toggleAdditional('external-sill');
    expect(store.getState().additionals).toEqual(['blind-rails']);
  });

  it('cleans a hand-edited query: unknown options fall back, sizes are clamped, unknown additionals dropped', () => {
    const state = storeWith({
      features: { material: 'gold', colour: 'walnut' },
      sizes: { width: 9000, height: 10 },
      additionals: ['external-sill', 'nope', 'external-sill'],
    }).getState();
    expect(state.features).toMatchObject({ material: 'plastic', colour: 'walnut' });
    expect(state.sizes).toEqual({ width: 2510, height: 385 });
    expect(state.additionals).toEqual(['external-sill']);
  });

  it('restores the configuration a URL names (back/forward)', () => {
    const store = storeWith();
    store.getState().selectOption('shape', 'two-sections');
    store
      .getState()
      .restore(
        parseConfigurationQuery(
          new URLSearchParams('type=2&f.shape=three-sections&s.width=2000&a='),
        ),
      );
    expect(store.getState()).toMatchObject({
      features: { shape: 'three-sections' },
      sizes: { width: 2000, height: 1200 },
      additionals: [],
    });
  });
});

describe('configuration in the URL', () => {
  it('round-trips a configuration through the query string', () => {
    const store = storeWith();
    const { selectOption, editSize, commitSize, toggleAdditional } = store.getState();
    selectOption('material', 'wood-aluminium');
    selectOption('shape', 'two-sections');
    selectOption('colour', 'anthracite');
    selectOption('opening', 'left-tilt');
    editSize('height', '1400');
    commitSize('height');
    toggleAdditional('mounting-holes');
    toggleAdditional('external-sill');
    const configuration = toCalculatorConfiguration(2, store.getState());
    const query = parseConfigurationQuery(
      new URLSearchParams(configurationQueryString(configuration, 12)),
    );
    expect(query).toEqual({
      typeId: 2,
      editItemId: 12,
      features: configuration.features,
      sizes: configuration.sizes,
      additionals: ['external-sill'],
    });
    expect(storeWith(query).getState()).toMatchObject({
      features: configuration.features,
      sizes: configuration.sizes,
      additionals: ['external-sill'],
    });
  });

  it('reads the record Next gives a page, first value winning, and ignores junk', () => {
    expect(
      parseConfigurationQuery({
        type: ['5', '6'],
        edit: 'x',
        'f.profile': 'comfort-70',
        's.width': '12.5',
        's.height': '1400',
        a: 'external-sill,,blind-rails',
        utm: 'mail',
      }),
    ).toEqual({
      typeId: 5,
      editItemId: null,
      features: { profile: 'comfort-70' },
      sizes: { height: 1400 },
      additionals: ['external-sill', 'blind-rails'],
    });
  });

  it('writes the format of the cart edit links: type, f.<group>, s.<size>, a, edit', () => {
    expect(
      configurationQueryString(
        {
          calculator_type_id: 2,
          features: { shape: 'two-sections' },
          sizes: { width: 1200 },
          additionals: ['external-sill'],
        },
        7,
      ),
    ).toBe('type=2&f.shape=two-sections&s.width=1200&a=external-sill&edit=7');
  });
});

describe('live price', () => {
  it('prices the README worked example like the provider', () => {
    const store = storeWith({
      features: { profile: 'comfort-70', shape: 'two-sections', opening: 'left-tilt' },
      sizes: { width: 1400, height: 1200 },
      additionals: ['external-sill'],
    });
    const result = livePrice(priceListOf(windowType), store.getState(), 1950);
    expect(result.ok && { mdl: result.price.mdl, eur: result.price.eur }).toEqual({
      mdl: 656_680,
      eur: 33_676,
    });
  });
});
