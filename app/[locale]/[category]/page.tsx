import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CategoryView, getSlugPage, pageParam } from '@/features/catalog';
import { TextPageView } from '@/features/content';
import { buildPageMetadata } from '@/features/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale; category: string }>; searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale, category }, query] = await Promise.all([params, searchParams]);
  const page = await getSlugPage(locale, category, pageParam(query.page));
  if (page.kind === 'dynamic') {
    return buildPageMetadata({ locale, path: `/${page.page.slug}`, title: page.page.title, description: page.page.description, image: page.page.image, indexing: page.page.indexing });
  }
  return buildPageMetadata({ locale, path: page.category.category_link, title: page.category.title, description: page.category.description, image: page.category.banner_image ?? page.category.image });
}

/** `/{slug}`: a top category, or a dynamic/footer page (spec 2). */
export default async function SlugPage({ params, searchParams }: Props) {
  const [{ locale, category }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  const page = await getSlugPage(locale, category, pageParam(query.page));
  if (page.kind === 'dynamic') return <TextPageView locale={locale} title={page.page.title} lead={page.page.description} html={page.page.text} image={page.page.image} />;
  return <CategoryView locale={locale} category={page.category} products={page.products} />;
}
