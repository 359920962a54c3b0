'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { openModal } from '@/features/modals';
import type { CalculatorType } from '@/lib/api/types/calculator';
import type { ConfigurationQuery } from '@/lib/routing/configuration-query';
import { createCalculatorStore } from '../store';
import { startingQuery, useConfigurationUrl } from '../url-sync';
import { Additionals } from './additionals';
import { FeatureGroup } from './feature-group';
import { PriceBar } from './price-bar';
import { PriceSummary } from './price-summary';
import { SizeFields } from './size-fields';
import { ConfiguredDrawing } from './window-drawing';
import styles from './configurator.module.scss';

export interface ConfiguratorProps {
  type: CalculatorType;
  query: ConfigurationQuery;
  /** MDL per EUR in hundredths, as the provider prices. */
  rate: number;
  help: { title: string; html: string } | null;
}

/**
 * The configurator island (issue 8): options, sizes and additionals in a store, the live price from
 * the shared rule on every change, the configuration mirrored in the URL, and a provider quote
 * before the product goes to the cart. This shell reads nothing from the store: each part below
 * subscribes to the slice it shows, so an option change renders its group, the price and, when the
 * shape changes, the drawing (issue 10: reprice within one frame's budget).
 */
export function Configurator({ type, query, rate, help }: ConfiguratorProps) {
  const t = useTranslations('calculator');
  const locale = useLocale();
  const id = useId();
  const [store] = useState(() =>
    createCalculatorStore(type, startingQuery(type.id, query), locale),
  );
  const editItemId = query.editItemId;
  useConfigurationUrl(store, type.id, editItemId);

  return (
    <div className={styles.configurator}>
      <div className={styles.form}>
        <div className={styles.formHeader}>
          <h2 className={styles.heading}>{t('configure')}</h2>
          {help && (
            <Button variant="ghost" size="small" onClick={() => openModal('calculator', help)}>
              {t('help')}
            </Button>
          )}
        </div>
        {editItemId && <p className={styles.notice}>{t('editing')}</p>}
        {type.features.map((group) => (
          <FeatureGroup key={group.id} group={group} store={store} locale={locale} />
        ))}
        <SizeFields idPrefix={id} sizes={type.sizes} store={store} />
        {type.additionals.length > 0 && (
          <Additionals additionals={type.additionals} store={store} locale={locale} />
        )}
        <PriceBar
          type={type}
          store={store}
          rate={rate}
          locale={locale}
          summaryId={`${id}-summary`}
        />
      </div>

      <aside className={styles.summary} aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} className={styles.heading}>
          {t('summary')}
        </h2>
        <ConfiguredDrawing type={type} store={store} />
        <PriceSummary
          type={type}
          store={store}
          rate={rate}
          editItemId={editItemId}
          locale={locale}
        />
      </aside>
    </div>
  );
}
