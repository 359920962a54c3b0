import { notFound } from 'next/navigation';

// The internal query-segment routes are not public: proxy.ts sends outside requests for them here.
export default function InternalOnly() {
  notFound();
}
