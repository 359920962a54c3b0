import type { SocialCard } from '../social-card';
import styles from './social-cards.module.scss';

/* eslint-disable @next/next/no-img-element -- each card shows exactly the image URL the page declares, as the networks do */
function CardImage({
  card,
  noImage,
  className,
}: {
  card: SocialCard;
  noImage: string;
  className: string | undefined;
}) {
  return card.image ? (
    <img src={card.image} alt="" width={1200} height={630} className={className} />
  ) : (
    <div className={`${className} ${styles.noImage}`}>{noImage}</div>
  );
}
/* eslint-enable @next/next/no-img-element */

/** The Open Graph card as Facebook, X, LinkedIn, Telegram and Viber draw a shared link (layouts as of 2026). */
export function SocialCards({
  card,
  labels,
}: {
  card: SocialCard;
  labels: {
    facebook: string;
    x: string;
    linkedin: string;
    telegram: string;
    viber: string;
    noImage: string;
  };
}) {
  return (
    <div className={styles.cards}>
      <figure className={styles.network}>
        <figcaption>{labels.facebook}</figcaption>
        <div className={styles.facebook}>
          <CardImage card={card} noImage={labels.noImage} className={styles.image} />
          <div className={styles.facebookText}>
            <span className={styles.domain}>{card.domain.toUpperCase()}</span>
            <strong className={styles.clamp2}>{card.title}</strong>
            {card.description && <span className={styles.clamp1}>{card.description}</span>}
          </div>
        </div>
      </figure>
      <figure className={styles.network}>
        <figcaption>{labels.x}</figcaption>
        {/* X's large-image card: the title over the image's lower left corner, the domain under it. */}
        <div className={styles.x}>
          <div className={styles.xImage}>
            <CardImage card={card} noImage={labels.noImage} className={styles.image} />
            <span className={styles.xTitle}>{card.title}</span>
          </div>
          <span className={styles.xDomain}>{card.domain}</span>
        </div>
      </figure>
      <figure className={styles.network}>
        <figcaption>{labels.linkedin}</figcaption>
        <div className={styles.linkedin}>
          <CardImage card={card} noImage={labels.noImage} className={styles.image} />
          <div className={styles.linkedinText}>
            <strong className={styles.clamp2}>{card.title}</strong>
            <span className={styles.domain}>{card.domain}</span>
          </div>
        </div>
      </figure>
      <figure className={styles.network}>
        <figcaption>{labels.telegram}</figcaption>
        <div className={styles.bubble}>
          <div className={styles.telegram}>
            <span className={styles.telegramSite}>{card.siteName}</span>
            <strong>{card.title}</strong>
            {card.description && <span className={styles.clamp3}>{card.description}</span>}
            <CardImage card={card} noImage={labels.noImage} className={styles.image} />
          </div>
        </div>
      </figure>
      <figure className={styles.network}>
        <figcaption>{labels.viber}</figcaption>
        <div className={`${styles.bubble} ${styles.viber}`}>
          <CardImage card={card} noImage={labels.noImage} className={styles.image} />
          <div className={styles.viberText}>
            <strong className={styles.clamp2}>{card.title}</strong>
            {card.description && <span className={styles.clamp2}>{card.description}</span>}
            <span className={styles.domain}>{card.domain}</span>
          </div>
        </div>
      </figure>
    </div>
  );
}
