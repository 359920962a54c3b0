import 'server-only';
import { getConfig } from '@/lib/config';

/** The shop's absolute origin for JSON-LD and canonical links, without a trailing slash. */
export const siteUrl = () => getConfig().SITE_URL.replace(/\/+$/, '');
