import { describe, expect, it } from 'vitest';
import { openingHoursSpecification } from './opening-hours';

const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('openingHoursSpecification', () => {
  it.each([
    'Zilnic 8:30–19:30',
    'Every day 8:30–19:30',
    'Ежедневно 8:30–19:30',
    'Tutti i giorni 8:30–19:30',
  ])('reads the seeded hours "%s" as every day', (text) => {
    expect(openingHoursSpecification(text)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: week, opens: '08:30', closes: '19:30' },
    ]);
  });

  it('reads day ranges and single days, part by part', () => {
    expect(openingHoursSpecification('Luni–vineri 8:00–18:00; sâmbătă 9:00–14:00')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: week.slice(0, 5),
        opens: '08:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '09:00',
        closes: '14:00',
      },
    ]);
    expect(openingHoursSpecification('Понедельник–суббота, 8:00–17:00')[0]!.dayOfWeek).toEqual(
      week.slice(0, 6),
    );
  });

  it('leaves out what it cannot read', () => {
    expect(openingHoursSpecification('by appointment')).toEqual([]);
    expect(openingHoursSpecification('Somewhen 8:00–17:00')).toEqual([]);
  });
});
