import { formatBadgeCount } from './format';
import styles from './badge.module.scss';

/** A small count bubble; renders nothing for zero. The visible text is hidden from screen readers. */
export function Badge({ count, className }: { count: number; className?: string }) {
  const text = formatBadgeCount(count);
  if (!text) return null;
  return (
    <span
      className={[styles.badge, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      data-testid="badge"
    >
      {text}
    </span>
  );
}
