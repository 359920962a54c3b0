import { notFound } from 'next/navigation';

// A path that is no page at all: the 404 page with status 404 (spec 8).
export default function CatchAll() {
  notFound();
}
