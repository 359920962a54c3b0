import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorTypes, orderRequests } from '../db/schema';
import { createTestProvider, type TestProvider } from '../testing/harness';

interface TypeItem {
  id: number;
  slug: string;
  name: string;
  features: {
    id: string;
    base: boolean;
    items: { id: string; price: number | null; selected: boolean }[];
  }[];
  sizes: { id: string; min: number; max: number; value: number }[];
  additionals: { id: string; name: string }[];
  documents: { name: string; link: string }[];
  descriptionItems: { name: string }[];
}
interface CalculatorBody {
  id: number;
  link: string;
  description: { title: string; text: string };
  calculatorTypesItems: TypeItem[];
}

describe('calculator API', () => {
  let provider: TestProvider;
  let typeIds: Map<string, number>;
  beforeAll(async () => {
    delete process.env.MDL_PER_EUR;
    provider = await createTestProvider();
    typeIds = new Map(
      (await provider.db.select().from(calculatorTypes)).map((row) => [row.slug, row.id]),
    );
  });
  afterAll(() => provider.close());

  const quote = (body: unknown, locale = 'en') =>
    provider.request('/api/calculator/internal-modules-section/', {
      method: 'POST',
      json: body,
      locale,
    });

  it('lists calculators 1, 6, 7, 8 and 9 with localized types', async () => {
    const response = await provider.request('/api/calculator/calculator-types', { locale: 'ru' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as CalculatorBody[];
    expect(body.map((calculator) => calculator.id)).toEqual([1, 6, 7, 8, 9]);
    expect(body.map((calculator) => calculator.link)).toEqual([
      '/calculators',
      '/calculators',
      '/calculators',
      '/calculators/gates',
      '/calculators/awning',
    ]);
    const windows = body[0]!;
    expect(windows.description.title).toBe('Калькулятор окон');
    expect(windows.calculatorTypesItems.map((type) => type.name)).toEqual([
      'Одностворчатое окно',
      'Двустворчатое окно',
      'Трёхстворчатое окно',
    ]);
    for (const calculator of body)
      expect(calculator.calculatorTypesItems.length).toBeGreaterThan(0);
  });

  it('gives a window type every feature group, size and additional of the spec', async () => {
    const body = (await (
      await provider.request('/api/calculator/calculator-types/1', { locale: 'en' })
    ).json()) as CalculatorBody;
    const window = body.calculatorTypesItems[0]!;
    expect(window.features.map((group) => group.id)).toEqual([
      'material',
      'profile',
      'colour',
      'shape',
      'roof',
      'opening',
    ]);
    const profile = window.features.find((group) => group.id === 'profile')!;
    expect(profile.base).toBe(true);
    expect(profile.items).toHaveLength(7);
    expect(Math.min(...profile.items.map((item) => item.price!))).toBe(120_000);
    expect(Math.max(...profile.items.map((item) => item.price!))).toBe(132_000);
    expect(
      window.features.find((group) => group.id === 'colour')!.items.map((item) => item.price),
    ).toEqual([0, ...Array(7).fill(50_000)]);
    expect(
      window.features.find((group) => group.id === 'shape')!.items.map((item) => item.price),
    ).toEqual([0, 200_000, 450_000, null]);
    expect(window.sizes).toEqual([
      { id: 'width', name: 'Total width, mm', min: 385, max: 2510, value: 700 },
      { id: 'height', name: 'Total height, mm', min: 385, max: 1510, value: 1200 },
    ]);
    expect(window.additionals.map((item) => item.name)).toEqual([
      'Pre-drilled mounting holes',
      'External sill',
      'Connection profile on window stand',
      'Blind guide rails',
    ]);
    // Issue 42: each language links to its own slug of the terms page, not to the Romanian one.
    expect(window.documents[0]!.link).toBe('/info/terms-and-conditions');
    for (const [locale, link] of [
      ['ro', '/info/termeni-si-conditii'],
      ['ru', '/info/usloviya'],
      ['it', '/info/termini-e-condizioni'],
    ] as const) {
      const localized = (await (
        await provider.request('/api/calculator/calculator-types/1', { locale })
      ).json()) as CalculatorBody;
      expect(localized.calculatorTypesItems[0]!.documents[0]!.link).toBe(link);
    }
    expect(window.descriptionItems.length).toBeGreaterThan(0);
    expect(profile.items.filter((item) => item.selected)).toHaveLength(1);
  });

  it.each([
    ['window-one-sash', 'one-section'],
    ['window-two-sash', 'two-sections'],
    ['window-three-sash', 'three-sections'],
  ])('starts %s with its own number of sections, %s (issue 27)', async (slug, sections) => {
    const body = (await (
      await provider.request('/api/calculator/calculator-types/1', { locale: 'ro' })
    ).json()) as CalculatorBody;
    const type = body.calculatorTypesItems.find((item) => item.slug === slug)!;
    for (const group of type.features)
      expect(
        group.items.filter((item) => item.selected),
        group.id,
      ).toHaveLength(1);
    const shape = type.features.find((group) => group.id === 'shape')!;
    expect(shape.items.find((item) => item.selected)!.id).toBe(sections);
    // A quote that names no shape prices the type's own default, as the configurator shows it.
    const response = await quote({
      data: { calculator_type_id: typeIds.get(slug), sizes: { width: 1500, height: 1200 } },
    });
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { configuration: { features: Record<string, string> } })
        .configuration.features.shape,
    ).toBe(sections);
  });

  it('answers 404 for an unknown calculator and 400 for a malformed id', async () => {
    expect((await provider.request('/api/calculator/calculator-types/2')).status).toBe(404);
    expect((await provider.request('/api/calculator/calculator-types/abc')).status).toBe(400);
  });

  it('prices the README worked example in MDL and euro', async () => {
    const response = await quote({
      data: {
        calculator_type_id: typeIds.get('window-two-sash'),
        features: { profile: 'comfort-70', shape: 'two-sections', opening: 'left-tilt' },
        sizes: { width: 1400, height: 1200 },
        additionals: ['external-sill'],
      },
      params: { quantity: 5 },
      price: 1,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      calculator_id: 1,
      area_m2: 1.68,
      exchange_rate: 19.5,
      price: { amount: 33_676, currency: 'EUR' },
      price_mdl: { amount: 656_680, currency: 'MDL' },
      total: { amount: 168_380, currency: 'EUR' },
      on_request: false,
    });
  });

  it.each([
    ['window-one-sash', { width: 384 }, 'data.sizes.width'],
    ['window-one-sash', { width: 2511 }, 'data.sizes.width'],
    ['window-one-sash', { height: 1511 }, 'data.sizes.height'],
    ['gate-sectional', { width: 1999 }, 'data.sizes.width'],
    ['awning-cassette', { height: 3501 }, 'data.sizes.height'],
  ])('refuses %s sized %j with a field error', async (slug, sizes, field) => {
    const response = await quote({ data: { calculator_type_id: typeIds.get(slug), sizes } }, 'ro');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ [field]: ['Introduceți o valoare validă'] });
  });

  it.each([
    [{ features: { profile: 'gold' } }, 'data.features.profile'],
    [{ features: { glazing: 'triple' } }, 'data.features.glazing'],
    [{ additionals: ['unknown'] }, 'data.additionals'],
    [{ calculator_type_id: 99_999 }, 'data.calculator_type_id'],
  ])('refuses %j', async (change, field) => {
    const response = await quote({
      data: { calculator_type_id: typeIds.get('window-one-sash'), ...change },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty([field], ['Enter a valid value']);
  });

  it('requires the calculator type', async () => {
    const response = await quote({ data: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      'data.calculator_type_id': ['This field is required'],
    });
  });

  it('stores an order request from the calculator as a lead', async () => {
    const response = await provider.request('/api/calculator/order-request/', {
      method: 'POST',
      locale: 'en',
      json: {
        client_name: 'Ion Popescu',
        client_phone: '+373 (691) 234-56',
        calculator_id: 8,
        calculator_type_id: typeIds.get('gate-sliding'),
      },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [lead] = await provider.db.select().from(orderRequests).where(eq(orderRequests.id, id));
    expect(lead).toMatchObject({ clientName: 'Ion Popescu', calculatorId: 8, locale: 'en' });
  });

  // Issue 41: any JSON up to the body limit (about 1 MB) was stored as the lead's configuration.
  it("keeps an order request's configuration to the calculator's own bounded shape", async () => {
    const typeId = typeIds.get('gate-sliding')!;
    const send = (configuration: unknown) =>
      provider.request('/api/calculator/order-request/', {
        method: 'POST',
        locale: 'en',
        json: {
          client_name: 'Ion Popescu',
          client_phone: '+373 (691) 234-56',
          calculator_id: 8,
          calculator_type_id: typeId,
          configuration,
        },
      });
    const stored = await send({ calculator_type_id: typeId, sizes: { width: 3000 } });
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: number };
    const [lead] = await provider.db.select().from(orderRequests).where(eq(orderRequests.id, id));
    expect(lead?.configuration).toEqual({ calculator_type_id: typeId, sizes: { width: 3000 } });

    const before = await provider.db.$count(orderRequests);
    const padded = Object.fromEntries(
      Array.from({ length: 200 }, (_, index) => [`f${index}`, 'x'.repeat(40)]),
    );
    for (const refused of [
      { calculator_type_id: typeId, payload: 'x'.repeat(100_000) },
      { calculator_type_id: typeId, features: padded },
      { calculator_type_id: typeIds.get('window-one-sash'), sizes: { width: 3000 } },
      { calculator_type_id: typeId, sizes: { width: 'wide' } },
    ])
      expect((await send(refused)).status).toBe(400);
    expect(await provider.db.$count(orderRequests)).toBe(before);
  });

  it('refuses an order request with a bad phone or a type of another calculator', async () => {
    const bad = await provider.request('/api/calculator/order-request/', {
      method: 'POST',
      locale: 'en',
      json: {
        client_name: 'Ion',
        client_phone: '+373 (777) 777-77',
        calculator_id: 1,
        calculator_type_id: typeIds.get('window-one-sash'),
      },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ client_phone: ['Enter a valid phone number'] });
    const mismatch = await provider.request('/api/calculator/order-request/', {
      method: 'POST',
      locale: 'en',
      json: {
        client_name: 'Ion',
        client_phone: '+373 (691) 234-56',
        calculator_id: 1,
        calculator_type_id: typeIds.get('gate-sliding'),
      },
    });
    expect(mismatch.status).toBe(400);
  });
});
