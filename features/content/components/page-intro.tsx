import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { breadcrumbJsonLd, JsonLd } from '@/features/seo';
import { siteUrl } from '@/lib/config/site-url';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { RichText } from './rich-text';
import styles from './content.module.scss';

/**
 * The head of a content page: breadcrumbs (home first, then `trail`: by default the page itself, as
 * for a top-level page), the h1, the lead and the page's rich text.
 */
export async function PageIntro({
  locale,
  title,
  lead,
  html,
  trail,
  children,
}: {
  locale: Locale;
  title: string;
  lead?: string | null;
  html?: string | null;
  trail?: Crumb[];
  children?: ReactNode;
}) {
  const [tCommon, tCatalog] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'catalog' }),
  ]);
  const crumbs: Crumb[] = [
    { name: tCommon('home'), href: getPathname({ locale, href: '/' }) },
    ...(trail ?? [{ name: title }]),
  ];
  const origin = siteUrl();
  return (
    <header className={styles.intro}>
      {/* Issue 42: the trail as structured data too (articles, info and other content pages). */}
      <JsonLd
        data={breadcrumbJsonLd(
          crumbs.map((crumb) => ({
            name: crumb.name,
            url: crumb.href ? `${origin}${crumb.href}` : undefined,
          })),
        )}
      />
      <Breadcrumbs items={crumbs} label={tCatalog('breadcrumbs')} />
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {html && <RichText html={html} />}
      {children}
    </header>
  );
}
