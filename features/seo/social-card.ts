import type { HeadSnapshot } from './preview';

/** What Facebook, Telegram and Viber show for a shared link: they read Open Graph, then fall back to the head. */
export interface SocialCard {
  siteName: string;
  /** The domain the networks print under or over the card. */
  domain: string;
  title: string;
  description: string | null;
  /** The og:image as the tool's page can load it: a path when it is on the shop (CSP allows only the shop's own images). */
  image: string | null;
}

export function socialCard(
  head: HeadSnapshot,
  url: string,
  shopOrigins: readonly string[],
): SocialCard {
  const address = new URL(head.canonical ?? url, 'http://shop.invalid');
  let image: string | null = null;
  if (head.ogImage) {
    try {
      const parsed = new URL(head.ogImage, address);
      image =
        shopOrigins.includes(parsed.origin) || parsed.origin === address.origin
          ? `${parsed.pathname}${parsed.search}`
          : parsed.href;
    } catch {
      image = null;
    }
  }
  const domain = address.host === 'shop.invalid' ? '' : address.host;
  return {
    siteName: head.ogSiteName ?? domain,
    domain,
    title: head.ogTitle ?? head.title ?? '',
    description: head.ogDescription ?? head.description,
    image,
  };
}
