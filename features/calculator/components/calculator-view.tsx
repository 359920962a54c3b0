import { Link } from '@/components/link';
import { ChevronDownIcon } from '@/components/icons';
import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import sanitize from 'sanitize-html';
import { clientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import { linkPath } from '@/lib/i18n/navigation';
import { company } from '@/lib/company';
import { TYPE_PARAM } from '@/lib/routing/configuration-query';
import type { CalculatorPageData } from '../loaders';
import { Configurator } from './configurator';
import styles from './calculator-view.module.scss';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The provider sanitizes its rich text already; this keeps the page safe against an external API too. */
const cleanHtml = (html: string) =>
  sanitize(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  });

/**
 * A calculator page, server-rendered: the calculator types to choose from, one client island to
 * configure the chosen type, then its image, characteristics, documents and description, and its SEO
 * text.
 */
export async function CalculatorView({
  locale,
  data,
  general,
}: {
  locale: Locale;
  data: CalculatorPageData;
  general: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'calculator' });
  const messages = await getMessages({ locale });
  const { calculator, calculators, type, query, seo, typeSeo, typeChosen, rate, path } = data;
  const islandMessages = {
    ...clientMessages(messages),
    calculator: messages.calculator,
  } as Partial<Messages>;
  const help = {
    title: calculator.description.title,
    html: `<p>${escapeHtml(calculator.description.text)}</p>${typeSeo ? cleanHtml(typeSeo.text) : ''}`,
  };
  const seoText = seo ? cleanHtml(seo.text) : '';
  const typeHref = (typeId: number) => `${linkPath(locale, path)}?${TYPE_PARAM}=${typeId}`;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>
          {typeChosen
            ? typeSeo?.title || type.name
            : general
              ? t('title')
              : calculator.description.title}
        </h1>
        <p className={styles.lead}>
          {general
            ? calculators.map((item) => item.description.title).join(' · ')
            : calculator.description.text}
        </p>
      </header>

      {/* Once a type is chosen, the other types fold under one line (a native disclosure: it opens
          without JavaScript and before hydration), so on a phone the configurator is not three
          screens down; on the page with no type chosen they stay open to choose from. */}
      <nav aria-label={t('chooseType')} className={styles.picker}>
        <details className={styles.pickerDisclosure} open={!typeChosen}>
          <summary className={styles.pickerSummary}>
            {/* eslint-disable-next-line @next/next/no-img-element -- product sketches are small SVGs, next/image adds nothing */}
            <img src={type.image} alt="" width={40} height={40} />
            <span className={styles.pickerCurrent}>
              <span className={styles.pickerLabel}>{t('chooseType')}</span>
              {type.name}
            </span>
            <ChevronDownIcon className={styles.pickerChevron} />
          </summary>
          <div className={styles.pickerGroups}>
            {calculators.map((item) => (
              <section
                key={item.id}
                className={styles.pickerGroup}
                aria-labelledby={`calculator-${item.id}`}
              >
                <h2 id={`calculator-${item.id}`} className={styles.pickerTitle}>
                  {item.description.title}
                </h2>
                <ul className={styles.types}>
                  {item.calculatorTypesItems.map((option) => (
                    <li key={option.id}>
                      <Link
                        href={typeHref(option.id)}
                        className={styles.typeCard}
                        aria-current={option.id === type.id ? 'page' : undefined}
                        scroll={false}
                      >
                        {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
                        <img src={option.image} alt="" width={56} height={56} />
                        <span>{option.name}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </details>
      </nav>

      <noscript>
        <p className={styles.noScript}>
          {t.rich('noScript', {
            phone: () => <a href={company.phoneHref}>{company.phone}</a>,
          })}
        </p>
      </noscript>
      <NextIntlClientProvider locale={locale} messages={islandMessages}>
        <Configurator key={type.id} type={type} query={query} rate={rate} help={help} />
      </NextIntlClientProvider>

      <section className={styles.product} aria-labelledby="calculator-product">
        {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
        <img
          className={styles.productImage}
          src={type.image}
          alt={type.name}
          width={240}
          height={240}
        />
        <div>
          <h2 id="calculator-product" className={styles.productTitle}>
            {type.name}
          </h2>
          {type.characteristics.length > 0 && (
            <>
              <h3 className={styles.subheading}>{t('characteristics')}</h3>
              <dl className={styles.characteristics}>
                {type.characteristics.map((item) => (
                  <div key={item.name}>
                    <dt>{item.name}</dt>
                    <dd>{item.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </div>
      </section>

      {type.documents.length > 0 && (
        <section className={styles.block} aria-labelledby="calculator-documents">
          <h2 id="calculator-documents" className={styles.subheading}>
            {t('documents')}
          </h2>
          <ul className={styles.documents}>
            {type.documents.map((document) => (
              <li key={document.link}>
                <a
                  href={
                    document.link.startsWith('/') ? linkPath(locale, document.link) : document.link
                  }
                >
                  {document.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {type.descriptionItems.length > 0 && (
        <section className={styles.block} aria-labelledby="calculator-description">
          <h2 id="calculator-description" className={styles.subheading}>
            {t('descriptionItems')}
          </h2>
          <ul className={styles.descriptionItems}>
            {type.descriptionItems.map((item) => (
              <li key={item.name}>
                {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
                <img src={item.image} alt="" width={96} height={96} loading="lazy" />
                <div>
                  <h3>{item.name}</h3>
                  <p>{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      {seo && (
        <section className={styles.block} aria-labelledby="calculator-seo">
          <h2 id="calculator-seo" className={styles.subheading}>
            {seo.title}
          </h2>
          <div className={styles.richText} dangerouslySetInnerHTML={{ __html: seoText }} />
        </section>
      )}
    </div>
  );
}
