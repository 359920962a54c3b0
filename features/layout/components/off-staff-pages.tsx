'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { defaultLocale, locales } from '@/lib/i18n/locales';

const prefixes = locales.filter((locale) => locale !== defaultLocale).join('|');
/** The staff console and the SEO tools, in any language (`/staff`, `/en/seo-preview/report`). */
const STAFF_PAGES = new RegExp(`^(?:/(?:${prefixes}))?/(?:staff|seo-preview)(?:/|$)`);

export const isStaffPage = (pathname: string) => STAFF_PAGES.test(pathname);

/**
 * Issue 42: the shop's floating parts (cookie banner, chat launcher) stay off staff pages, where
 * they covered the SEO tool's columns and buttons; staff are not the shop's visitors.
 */
export function OffStaffPages({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return isStaffPage(pathname ?? '') ? null : children;
}
