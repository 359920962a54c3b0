import styles from './content.module.scss';

/** HTML the provider sanitized when storing and again when serving (spec: rich text is sanitized). */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={[styles.rich, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
