import type { SerpField, SerpSnippet } from '../serp';
import styles from './search-result.module.scss';

/** One bar under a field: the width the text takes against Google's limit, coloured by how close it is. */
function WidthBar({ field, label }: { field: SerpField; label: string }) {
  return (
    <div className={styles.bar} data-level={field.level}>
      <div className={styles.track} aria-hidden="true">
        <span style={{ width: `${Math.min(100, (field.width / field.max) * 100)}%` }} />
      </div>
      <span className={styles.barLabel}>{label}</span>
    </div>
  );
}

/** A Google search result, drawn at its real width for the device (600 px desktop column, 360 px phone). */
export function SearchResult({
  snippet,
  device,
  label,
  titleBar,
  descriptionBar,
  noDescription,
}: {
  snippet: SerpSnippet;
  device: 'desktop' | 'mobile';
  label: string;
  titleBar: string;
  descriptionBar: string;
  noDescription: string;
}) {
  return (
    <figure className={styles.result} data-device={device}>
      <figcaption className={styles.device}>{label}</figcaption>
      <div className={styles.frame}>
        <div className={styles.site}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the shop's own favicon, as Google shows it beside the site name */}
          <img src="/favicon.ico" alt="" width={18} height={18} className={styles.favicon} />
          <span>
            <span className={styles.siteName}>{snippet.siteName}</span>
            <span className={styles.breadcrumb}>{snippet.breadcrumb}</span>
          </span>
        </div>
        <p className={styles.title}>{snippet.title.shown}</p>
        {snippet.description ? (
          <p className={styles.description}>{snippet.description.shown}</p>
        ) : (
          <p className={styles.missing}>{noDescription}</p>
        )}
      </div>
      <WidthBar field={snippet.title} label={titleBar} />
      {snippet.description && <WidthBar field={snippet.description} label={descriptionBar} />}
    </figure>
  );
}
