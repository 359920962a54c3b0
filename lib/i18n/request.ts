import { getRequestConfig } from 'next-intl/server';
import { company } from '../company';
import { defaultLocale, isLocale } from './locales';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    // next-intl's formatters (the SEO report's history) write dates in the shop's own time, as the
    // staff console and the mail do; unset, it would be the server's.
    timeZone: company.timeZone,
  };
});
