import { Suspense } from 'react';
import { ModalHost } from '@/features/modals';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { privacySlugs } from '../privacy-slugs';
import { getShellData } from '../loaders';
import { ChatWidget } from './chat-widget';
import { ChunkReloadGuard } from './chunk-reload-guard';
import { CookieBanner } from './cookie-banner';
import { OffStaffPages } from './off-staff-pages';
import { ProgressBar } from './progress-bar';

/**
 * The shell's client islands that float over every page: modals, cookie banner, chat, progress bar,
 * and the chunk-load reload guard.
 */
export async function ShellOverlays({ locale }: { locale: Locale }) {
  const { infoPages } = await getShellData(locale);
  const privacySlug = privacySlugs[locale] ?? privacySlugs.en;
  const privacyHref =
    privacySlug !== undefined && infoPages.some((page) => page.slug === privacySlug)
      ? getPathname({ locale, href: { pathname: '/info/[slug]', params: { slug: privacySlug } } })
      : null;
  return (
    <>
      <Suspense>
        <ProgressBar />
      </Suspense>
      <ModalHost />
      <OffStaffPages>
        <CookieBanner privacyHref={privacyHref} />
        <ChatWidget contactsHref={getPathname({ locale, href: '/contacts' })} />
      </OffStaffPages>
      <ChunkReloadGuard />
    </>
  );
}
