import { Image } from '@/components/image';
import { Link } from '@/components/link';
import type { SearchResult, SearchResultType } from '@/lib/api';
import { groupResults } from '../results';
import styles from './search.module.scss';

export interface SearchResultsLabels {
  /** Group headings, per type. */
  groups: Record<SearchResultType, string>;
  /** The label on each result, per type. */
  types: Record<SearchResultType, string>;
  total: string;
  empty: string;
  prompt: string;
}

/** What a page past the last one says (issue 27), and its link to the last page. */
export interface SearchPastEnd {
  message: string;
  link: string;
  href: string;
}

/**
 * The results of spec 4: total count, results grouped by type with a type label, or the empty
 * state; a page past the last one says so and links to the last page instead. `href` and `price`
 * turn a result's link and price into the visitor's locale.
 */
export function SearchResults({
  query,
  results,
  labels,
  href,
  price,
  pastEnd,
}: {
  query: string;
  results: SearchResult[];
  labels: SearchResultsLabels;
  href: (link: string) => string;
  price: (result: SearchResult) => string | null;
  pastEnd?: SearchPastEnd;
}) {
  if (!query) return <p className={styles.empty}>{labels.prompt}</p>;
  if (results.length === 0 && pastEnd) {
    return (
      <p className={styles.empty} role="status">
        {pastEnd.message} <Link href={pastEnd.href}>{pastEnd.link}</Link>
      </p>
    );
  }
  if (results.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {labels.empty}
      </p>
    );
  }
  return (
    <div className={styles.results}>
      <p className={styles.total} role="status">
        {labels.total}
      </p>
      {groupResults(results).map((group) => (
        <section key={group.type} aria-labelledby={`search-${group.type}`} className={styles.group}>
          <h2 id={`search-${group.type}`}>{labels.groups[group.type]}</h2>
          <ul className={styles.list}>
            {group.items.map((result) => {
              const amount = price(result);
              return (
                <li key={`${result.type}-${result.id}`} className={styles.item}>
                  <div className={styles.thumb}>
                    {result.image && (
                      <Image src={result.image} alt="" width={96} height={72} sizes="96px" />
                    )}
                  </div>
                  <div className={styles.body}>
                    <span className={styles.type}>{labels.types[result.type]}</span>
                    <h3 className={styles.title}>
                      <Link href={href(result.link)}>{result.title}</Link>
                    </h3>
                    {result.description && (
                      <p className={styles.description}>{result.description}</p>
                    )}
                  </div>
                  {amount && <p className={styles.price}>{amount}</p>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
