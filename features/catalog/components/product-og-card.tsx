import type { ProductDetail } from '@/lib/api';

/** The Open Graph card's size: what Facebook, Telegram and Viber draw without cropping. */
export const OG_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * A product's Open Graph card (issue 29): drawn by next/og (satori), so only flexbox and inline
 * styles. Its text is the site's Inter, cut for the cards by scripts/subset-fonts.mjs (`ogCardFonts`);
 * product-og-card.test.ts checks every seeded title, category and price against those files.
 */
export function ProductOgCard({
  product,
  price,
  siteName,
}: {
  product: Pick<ProductDetail, 'title' | 'category'>;
  price: string;
  siteName: string;
}) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: '#ffffff',
        borderLeft: '24px solid #0b5fae',
        color: '#1b2430',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', fontSize: 34, color: '#0b5fae' }}>{siteName}</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        {product.category && (
          <div style={{ display: 'flex', fontSize: 32, color: '#5b6675' }}>
            {product.category.title}
          </div>
        )}
        <div
          style={{
            display: 'flex',
            fontSize: product.title.length > 48 ? 60 : 72,
            lineHeight: 1.1,
          }}
        >
          {product.title}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          alignSelf: 'flex-start',
          padding: '14px 28px',
          borderRadius: 12,
          background: '#e8f1fb',
          color: '#084a88',
          fontSize: 44,
        }}
      >
        {price}
      </div>
    </div>
  );
}
