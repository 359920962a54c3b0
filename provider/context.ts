import type { Locale } from '../lib/i18n/locales';
import type { Db } from './db/client';

/** What every provider handler can read from its context. */
export type AppEnv = {
  Variables: {
    locale: Locale;
    db: Db;
  };
};
