import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { RichText } from './rich-text';
import styles from './content.module.scss';

/** The head of a content page: breadcrumbs, the h1, the lead and the page's rich text. */
export function PageIntro({ title, lead, html, crumbs, crumbsLabel, children }: { title: string; lead?: string | null; html?: string | null; crumbs: Crumb[]; crumbsLabel: string; children?: ReactNode }) {
  return (
    <header className={styles.intro}>
      <Breadcrumbs items={crumbs} label={crumbsLabel} />
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {html && <RichText html={html} />}
      {children}
    </header>
  );
}
