import { describe, expect, it } from 'vitest';
import { defaultOptionId, priceConfiguration, type Configuration } from './configuration';
import { sampleWindowPriceList as list } from './sample-window-price-list';

const RATE = 1950;
const base: Configuration = { sizes: { width: 1000, height: 1000 }, additionals: [] };
const mdlOf = (configuration: Configuration) => {
  const result = priceConfiguration(list, configuration, RATE);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.price.mdl;
};

describe('priceConfiguration', () => {
  it('prices the defaults: the first option of every group on 1 m²', () => {
    const result = priceConfiguration(list, base, RATE);
    expect(result).toMatchObject({
      ok: true,
      price: { mdl: 120_000, eur: 6154, areaMm2: 1_000_000, onRequest: false },
    });
  });

  const groups = list.features.filter((group) => !group.base);
  it.each(
    groups.flatMap((group) =>
      group.options
        .filter((o) => o.price !== null)
        .map((option) => [group.id, option.id, option.price!] as const),
    ),
  )('adds the delta of %s = %s (%d bani)', (group, option, delta) => {
    expect(mdlOf({ ...base, features: { [group]: option } })).toBe(120_000 + delta);
  });

  it.each(
    list.features.find((g) => g.id === 'profile')!.options.map((o) => [o.id, o.price!] as const),
  )('scales the profile %s (%d bani per m²) by the area', (profile, perM2) => {
    expect(mdlOf({ ...base, features: { profile } })).toBe(perM2);
    expect(
      mdlOf({ features: { profile }, sizes: { width: 2000, height: 1500 }, additionals: [] }),
    ).toBe(perM2 * 3);
  });

  it.each(list.additionals.map((a) => [a.id, a.price] as const))(
    'adds the additional %s (%d bani)',
    (id, price) => {
      expect(mdlOf({ ...base, additionals: [id] })).toBe(120_000 + price);
    },
  );

  it('counts a repeated additional once', () => {
    expect(mdlOf({ ...base, additionals: ['external-sill', 'external-sill'] })).toBe(165_000);
  });

  it.each([
    ['width', 385, true],
    ['width', 2510, true],
    ['width', 384, false],
    ['width', 2511, false],
    ['height', 385, true],
    ['height', 1510, true],
    ['height', 384, false],
    ['height', 1511, false],
    ['height', 1000.5, false],
    ['width', Number.NaN, false],
  ] as const)('checks %s = %d against its bounds (valid: %s)', (size, value, valid) => {
    const result = priceConfiguration(
      list,
      { ...base, sizes: { ...base.sizes, [size]: value } },
      RATE,
    );
    expect(result.ok).toBe(valid);
    if (!result.ok) expect(result.errors).toEqual({ [`sizes.${size}`]: 'invalid_value' });
  });

  it.each([
    [{ features: { profile: 'unknown' } }, 'features.profile'],
    [{ features: { glazing: 'triple' } }, 'features.glazing'],
    [{ sizes: { depth: 100 } }, 'sizes.depth'],
    [{ additionals: ['gold-handle'] }, 'additionals'],
  ])('refuses %j with an error on %s', (configuration, field) => {
    const result = priceConfiguration(list, { ...base, ...configuration }, RATE);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toHaveProperty([field], 'invalid_value');
  });

  it('uses the enabled additionals and default sizes when none are sent', () => {
    const withEnabled = {
      ...list,
      additionals: list.additionals.map((a) => ({ ...a, enabled: a.id === 'mounting-holes' })),
    };
    const result = priceConfiguration(withEnabled, {}, RATE);
    expect(result.ok && result.price.selection).toEqual({
      features: {
        material: 'plastic',
        profile: 'classic-58',
        colour: 'white',
        shape: 'one-section',
        roof: 'none',
        opening: 'fixed',
      },
      sizes: { width: 1200, height: 1200 },
      additionals: ['mounting-holes'],
    });
    expect(result.ok && result.price.mdl).toBe(scaleOf(120_000, 1.44) + 15_000);
  });

  it('marks a special shape as priced on request', () => {
    const result = priceConfiguration(list, { ...base, features: { shape: 'special' } }, RATE);
    expect(result.ok && result.price.onRequest).toBe(true);
  });

  it('prices the README worked example exactly', () => {
    const result = priceConfiguration(
      list,
      {
        features: { profile: 'comfort-70', shape: 'two-sections', opening: 'left-tilt' },
        sizes: { width: 1400, height: 1200 },
        additionals: ['external-sill'],
      },
      RATE,
    );
    expect(result.ok && result.price).toMatchObject({
      mdl: 656_680,
      eur: 33_676,
      areaMm2: 1_680_000,
    });
    expect(result.ok && result.price.lines.find((line) => line.key === 'sizes.area')?.mdl).toBe(
      211_680,
    );
  });
});

function scaleOf(perM2: number, m2: number) {
  return Math.round(perM2 * m2);
}

describe('the default option of a group', () => {
  const shape = list.features.find((group) => group.id === 'shape')!;

  it('is the named one, else the first (issue 27: a three-sash window starts with three sections)', () => {
    expect(defaultOptionId({ ...shape, default: 'three-sections' })).toBe('three-sections');
    expect(defaultOptionId(shape)).toBe('one-section');
    expect(defaultOptionId({ ...shape, default: 'no-such-option' })).toBe('one-section');
  });

  it('is what a configuration without that group is priced with', () => {
    const threeSash = {
      ...list,
      features: list.features.map((group) =>
        group.id === 'shape' ? { ...group, default: 'three-sections' } : group,
      ),
    };
    const priced = priceConfiguration(threeSash, base, RATE);
    expect(priced.ok && priced.price.selection.features.shape).toBe('three-sections');
  });
});
