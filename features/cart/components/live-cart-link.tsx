'use client';

import { CartLinkView } from '@/components/cart-link';
import { QueryProvider } from '@/lib/query/provider';
import { useCartCount } from '../queries';

function CountedCartLink({ href }: { href: string }) {
  return <CartLinkView href={href} count={useCartCount()} />;
}

/** The header's cart link with the cart's own count, for a visitor who has a cart (layout's CartLink loads it). */
export default function LiveCartLink({ href }: { href: string }) {
  return (
    <QueryProvider>
      <CountedCartLink href={href} />
    </QueryProvider>
  );
}
