import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalculatorType } from '@/lib/api/types/calculator';
import ru from '@/messages/ru.json';
import { createCalculatorStore } from '../store';
import { sampleWindowType } from '../testing/window-type';
import { ConfiguredDrawing } from './window-drawing';

afterEach(cleanup);

/** The sample window as the provider answers for a type whose shape starts at `sections`. */
const typeStartingWith = (sections: string): CalculatorType => ({
  ...sampleWindowType,
  features: sampleWindowType.features.map((group) =>
    group.id === 'shape'
      ? {
          ...group,
          items: group.items.map((item) => ({ ...item, selected: item.id === sections })),
        }
      : group,
  ),
});

describe('the drawing of a new configuration (issue 27: each type starts with its own sash count)', () => {
  it.each([
    ['one-section', 1],
    ['two-sections', 2],
    ['three-sections', 3],
  ])('a type starting with %s draws %d panes', (sections, panes) => {
    const type = typeStartingWith(sections);
    const store = createCalculatorStore(
      type,
      { typeId: type.id, editItemId: null, features: {}, sizes: {}, additionals: null },
      'ru',
    );
    expect(store.getState().features.shape).toBe(sections);
    render(
      <NextIntlClientProvider locale="ru" messages={ru}>
        <ConfiguredDrawing type={type} store={store} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('img').querySelectorAll('[data-section]')).toHaveLength(panes);
  });

  it('follows a shape the visitor picks afterwards', () => {
    const type = typeStartingWith('three-sections');
    const store = createCalculatorStore(
      type,
      {
        typeId: type.id,
        editItemId: null,
        features: { shape: 'two-sections' },
        sizes: {},
        additionals: null,
      },
      'ru',
    );
    render(
      <NextIntlClientProvider locale="ru" messages={ru}>
        <ConfiguredDrawing type={type} store={store} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('img').querySelectorAll('[data-section]')).toHaveLength(2);
  });
});
