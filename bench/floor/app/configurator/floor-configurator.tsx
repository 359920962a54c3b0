'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';

const GROUPS = [
  { name: 'profile', extras: [0, 120, 240] },
  { name: 'glass', extras: [0, 80, 160] },
] as const;
const price = new Intl.NumberFormat('ro-MD', { style: 'currency', currency: 'MDL' });

/**
 * The interaction floor's island: a width committed with Enter and two option groups, and a price and
 * a drawing that follow every change, in one component's state.
 */
export function FloorConfigurator() {
  const t = useTranslations('floor');
  const [width, setWidth] = useState(1000);
  const [draft, setDraft] = useState('1000');
  const [picked, setPicked] = useState({ profile: 0, glass: 0 });
  const total = width * 2.5 + picked.profile + picked.glass;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setWidth(Number(draft) || 1000);
      }}
    >
      <label>
        {t('width')}
        <input inputMode="numeric" value={draft} onChange={(e) => setDraft(e.target.value)} />
      </label>
      {GROUPS.map((group) => (
        <fieldset key={group.name}>
          <legend>{t(group.name)}</legend>
          {group.extras.map((extra) => (
            <label key={extra}>
              <input
                type="radio"
                name={group.name}
                checked={picked[group.name] === extra}
                onChange={() => setPicked({ ...picked, [group.name]: extra })}
              />
              +{extra}
            </label>
          ))}
        </fieldset>
      ))}
      <svg viewBox="0 0 3000 1500" width="200" height="100" role="img" aria-label={t('drawing')}>
        <rect x="10" y="10" width={width} height="1400" fill="none" stroke="currentColor" />
      </svg>
      <p>
        {t('price')}: <output>{price.format(total)}</output>
      </p>
    </form>
  );
}
