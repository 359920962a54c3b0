'use client';

import { lazy, Suspense } from 'react';
import { useCartBadgeStore } from '@/features/cart/actions';
import { CartLinkView } from '@/components/cart-link';

const LiveCartLink = lazy(() =>
  import('@/features/cart/client').then((m) => ({ default: m.LiveCartLink })),
);

/**
 * The header's cart link: the count 0 until the visitor has a cart, then the cart's own count (the
 * cart page's, where it shows the cart).
 */
export function CartLink({ href }: { href: string }) {
  const live = useCartBadgeStore((state) => state.live);
  const pageCount = useCartBadgeStore((state) => state.pageCount);
  if (pageCount !== null) return <CartLinkView href={href} count={pageCount} />;
  const empty = <CartLinkView href={href} count={0} />;
  if (!live) return empty;
  return (
    <Suspense fallback={empty}>
      <LiveCartLink href={href} />
    </Suspense>
  );
}
