import { notFound } from 'next/navigation';

// Rendered on its first request, then cached (the locale layout sets the revalidation).
export function generateStaticParams() {
  return [];
}

// A path that is no page at all: the 404 page with status 404 (spec 8).
export default function CatchAll() {
  notFound();
}
