import { describe, expect, it } from 'vitest';
import { parseConfigurationQuery } from '@/lib/routing/configuration-query';
import { editConfigurationHref } from './configuration-query';

describe("a configured cart line's edit link (one URL format with the configurator, issue 43)", () => {
  it('names the item and its whole configuration, as the configurator reads it back', () => {
    const href = editConfigurationHref('/calculators', 12, {
      calculator_type_id: 5,
      features: { profile: 'comfort-70', colour: 'white' },
      sizes: { width: 1200, height: 1400 },
      additionals: [],
    });
    expect(href).toBe(
      '/calculators?type=5&f.profile=comfort-70&f.colour=white&s.width=1200&s.height=1400&a=&edit=12',
    );
    const query = parseConfigurationQuery(new URL(href, 'http://shop').searchParams);
    expect(query).toEqual({
      typeId: 5,
      editItemId: 12,
      features: { profile: 'comfort-70', colour: 'white' },
      sizes: { width: 1200, height: 1400 },
      // An empty `a=` keeps the type's default additionals from coming back on edit.
      additionals: [],
    });
  });
});
