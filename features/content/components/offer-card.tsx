import { Image } from '@/components/image';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/button';
import type { OfferItem } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { linkPath } from '@/lib/i18n/navigation';
import { CallRequestButton } from './call-request-button';
import styles from './content.module.scss';

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** Spec 3 'Offer item': image, title, description and a custom_link or call_request button. */
export function OfferCard({
  offer,
  locale,
  wide = false,
  headingLevel = 3,
}: {
  offer: OfferItem;
  locale: Locale;
  wide?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={wide ? `${styles.offer} ${styles.offerWide}` : styles.offer}>
      {offer.image.file && (
        <div className={styles.offerImage}>
          <Image
            src={offer.image.file}
            alt={offer.image.alt}
            width={480}
            height={320}
            sizes={wide ? '(max-width: 992px) 100vw, 480px' : '(max-width: 768px) 100vw, 360px'}
          />
        </div>
      )}
      <div className={styles.offerBody}>
        <Heading className={styles.offerTitle}>{offer.title}</Heading>
        {offer.description && <p>{offer.description}</p>}
        {offer.button?.type === 'custom_link' && (
          <Link
            href={
              isInternal(offer.button.href)
                ? linkPath(locale, offer.button.href)
                : offer.button.href
            }
            className={buttonClass({ variant: 'secondary' })}
          >
            {offer.button.title}
          </Link>
        )}
        {offer.button?.type === 'call_request' && (
          <CallRequestButton variant="secondary">{offer.button.title}</CallRequestButton>
        )}
      </div>
    </article>
  );
}
