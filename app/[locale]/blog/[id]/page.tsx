import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ArticleView, getArticlePage } from '@/features/content';
import { NotFoundPage } from '@/features/layout';
import { bodyText, buildPageMetadata, notFoundMetadata, textDescriptions } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale; id: string }> };

// Rendered on its first request, then cached (the locale layout sets the revalidation).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const article = await getArticlePage(locale, id);
  if (!article) return notFoundMetadata(locale);
  return buildPageMetadata({
    locale,
    path: article.link,
    title: article.title,
    description: article.description,
    descriptions: await textDescriptions(locale, article.title, [
      article.description,
      bodyText(article.text),
    ]),
    indexing: article.indexing,
  });
}

export default async function ArticlePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const article = await getArticlePage(locale, id);
  return article ? <ArticleView locale={locale} article={article} /> : <NotFoundPage />;
}
