import { NotFoundView } from '@/features/layout/components/not-found-view';

export default function NotFound() {
  return <NotFoundView />;
}
