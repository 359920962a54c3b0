import { Image } from '@/components/image';
import type { Work } from '@/lib/api';
import styles from './content.module.scss';

/** One completed project of the works gallery. */
export function WorkCard({ work, completed }: { work: Work; completed?: string | null }) {
  return (
    <article className={styles.workCard}>
      {work.image && (
        <div className={styles.workImage}>
          <Image
            src={work.image}
            alt=""
            width={400}
            height={300}
            sizes="(max-width: 768px) 100vw, 360px"
          />
        </div>
      )}
      <div className={styles.workBody}>
        <h3>{work.title}</h3>
        <p className={styles.muted}>{work.city}</p>
        {work.description && <p>{work.description}</p>}
        {completed && <p className={styles.muted}>{completed}</p>}
      </div>
    </article>
  );
}
