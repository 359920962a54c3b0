import type { NextRequest } from 'next/server';
import { sessionLocale } from '@/features/auth';
import { addProductFromForm } from '@/features/cart';

/** The product page's add-to-cart form posted without its script (issue 39): add, then the cart. */
export async function POST(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
) {
  return addProductFromForm(request, sessionLocale((await params).locale));
}
