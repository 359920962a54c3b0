import styles from './seo-analysis.module.scss';

export type FindingLevel = 'pass' | 'warn' | 'fail' | 'info';

/** A list of findings, each with its level in words as well as in colour. */
export function Findings({
  items,
  label,
}: {
  items: readonly { level: FindingLevel; text: string }[];
  label: (level: FindingLevel) => string;
}) {
  return (
    <ul className={styles.findings}>
      {items.map((item, index) => (
        <li key={`${item.level}-${index}`} data-level={item.level}>
          <span className={styles.level}>{label(item.level)}</span> {item.text}
        </li>
      ))}
    </ul>
  );
}
