import type { Locale } from '../../../lib/i18n/locales';
import type { Db } from '../../db/client';
import { bannerView, homeItemView, loadBanners, loadHomeItems } from './views';

/** How-to-order and work-process steps, numbered from 1. */
export const stepsOf = async (db: Db, locale: Locale, section: 'how_to_order' | 'work_process') =>
  (await loadHomeItems(db, section)).map((row, index) => ({
    ...homeItemView(row, locale),
    step: index + 1,
  }));

export const bannersOf = async (db: Db, locale: Locale, kind: 'hero' | 'service' | 'cooperation') =>
  (await loadBanners(db, kind)).map((row) => bannerView(row, locale));
/** Single banners answer `{}` when there is none. */
export const bannerOf = async (db: Db, locale: Locale, kind: 'offer' | 'discount') => {
  const [row] = await loadBanners(db, kind);
  return row ? bannerView(row, locale) : {};
};
