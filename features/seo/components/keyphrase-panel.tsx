import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { company } from '@/lib/company';
import type { SeoKeyphrase } from '@/lib/api/schemas/seo-keyphrases';
import type { Locale } from '@/lib/i18n/locales';
import {
  analyseKeyphrase,
  DENSITY_MAX,
  DENSITY_MIN,
  KEYPHRASE_MAX_WORDS,
  type KeyphraseAnalysis,
} from '../keyphrase';
import type { LocalePreview } from '../preview-loader';
import { Findings, type FindingLevel } from './findings';
import { KeyphraseForm } from './keyphrase-form';
import styles from './seo-analysis.module.scss';

type Level = Exclude<FindingLevel, 'info'>;

/** Issue 42: one language's focus keyphrase, its form and where it appears on the page. */
export async function KeyphrasePanel({
  locale,
  preview,
  path,
  keyphrases,
}: {
  /** The staff member's language. */
  locale: Locale;
  preview: LocalePreview;
  /** The page's path in its language, as the keyphrase is stored. */
  path: string;
  keyphrases: readonly SeoKeyphrase[];
}) {
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'seoPage' }),
    getMessages({ locale }),
  ]);
  const stored = keyphrases.find((row) => row.locale === preview.locale && row.path === path);
  const analysis =
    stored && preview.text
      ? analyseKeyphrase(
          stored.keyphrase,
          preview.locale,
          {
            ...preview.text,
            path,
            title: preview.head?.title ?? null,
            description: preview.head?.description ?? null,
          },
          keyphrases,
        )
      : null;
  const headingId = `keyphrase-${preview.locale}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('keyphrase')}</h3>
      <NextIntlClientProvider
        locale={locale}
        messages={{ seoPage: formMessages(messages.seoPage) }}
      >
        <KeyphraseForm
          path={path}
          pageLocale={preview.locale}
          language={preview.language}
          initial={stored?.keyphrase ?? ''}
        />
      </NextIntlClientProvider>
      {!stored ? (
        <p className={styles.note}>{t('keyphraseNone')}</p>
      ) : (
        <>
          <p className={styles.note}>
            {t('keyphraseSetBy', {
              name: stored.updated_by,
              date: setOn(stored.updated_at, locale),
            })}
          </p>
          {analysis && (
            <Findings items={findingsOf(analysis, t)} label={(level) => t(`level_${level}`)} />
          )}
        </>
      )}
    </section>
  );
}

/** Only what the form says goes to the browser. */
const formMessages = (all: Messages['seoPage']) => ({
  keyphraseLabel: all.keyphraseLabel,
  keyphraseHint: all.keyphraseHint,
  keyphraseSave: all.keyphraseSave,
  keyphraseTooLong: all.keyphraseTooLong,
  keyphrase_saved: all.keyphrase_saved,
  keyphrase_removed: all.keyphrase_removed,
  keyphrase_failed: all.keyphrase_failed,
});

// As the staff console writes its dates: the shop's own time zone, whatever the server's.
const setOn = (value: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: company.timeZone,
  }).format(new Date(value));

type Translate = Awaited<ReturnType<typeof getTranslations<'seoPage'>>>;

function findingsOf(analysis: KeyphraseAnalysis, t: Translate): { level: Level; text: string }[] {
  const items: { level: Level; text: string }[] = [];
  if (analysis.words > KEYPHRASE_MAX_WORDS)
    items.push({
      level: 'warn',
      text: t('keyphrase_long', { words: analysis.words, max: KEYPHRASE_MAX_WORDS }),
    });
  for (const place of analysis.places) {
    if (place.place === 'alt') {
      if (!place.total) items.push({ level: 'warn', text: t('place_alt_none') });
      else
        items.push(
          place.found
            ? {
                level: 'pass',
                text: t('place_alt_found', { count: place.count!, total: place.total }),
              }
            : { level: 'warn', text: t('place_alt_missing', { total: place.total }) },
        );
      continue;
    }
    items.push({
      level: place.found ? 'pass' : place.place === 'slug' ? 'warn' : 'fail',
      text: t(`place_${place.place}_${place.found ? 'found' : 'missing'}`),
    });
  }
  const { occurrences, bodyWords, percent } = analysis.density;
  const density = { percent, occurrences, words: bodyWords, min: DENSITY_MIN, max: DENSITY_MAX };
  if (bodyWords === 0) items.push({ level: 'warn', text: t('density_no_text') });
  else if (percent < DENSITY_MIN) items.push({ level: 'warn', text: t('density_low', density) });
  else if (percent > DENSITY_MAX) items.push({ level: 'fail', text: t('density_high', density) });
  else items.push({ level: 'pass', text: t('density_ok', density) });
  items.push(
    analysis.competitors.length === 0
      ? { level: 'pass', text: t('competitors_none') }
      : { level: 'fail', text: t('competitors', { pages: analysis.competitors.join(', ') }) },
  );
  return items;
}
