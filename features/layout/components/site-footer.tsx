import { Link } from '@/components/link';
import { getTranslations } from 'next-intl/server';
import {
  FacebookIcon,
  InstagramIcon,
  MaestroMark,
  MailIcon,
  MastercardMark,
  PhoneIcon,
  ViberIcon,
  VisaMark,
  WhatsAppIcon,
} from '@/components/icons';
import { buttonClass } from '@/components/button';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { company } from '@/lib/company';
import { infoPagesColumn, visibleFooterColumns } from '../footer-links';
import { getShellData } from '../loaders';
import { FooterColumn } from './footer-column';
import { Logo } from './logo';
import { NewsletterForm } from './newsletter-form';
import styles from './site-footer.module.scss';

/**
 * Spec 2 'Footer': columns, info pages, newsletter, pay-order, contacts, social, cards, copyright;
 * in the server's first HTML, readable without JavaScript (issue 39: no Suspense boundary around it).
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, tCommon, { footerColumns, infoPages }] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'common' }),
    getShellData(locale),
  ]);
  const columns = visibleFooterColumns(footerColumns, locale);
  const info = infoPagesColumn(infoPages, columns, locale, t('infoPages'));
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <Link href={{ pathname: '/' }} className={styles.logo}>
            <Logo title={tCommon('siteName')} inverted />
          </Link>
          <p className={styles.tagline}>{tCommon('tagline')}</p>
          <ul className={styles.contacts} aria-label={t('contactTitle')}>
            <li>
              <a href={company.phoneHref}>
                <PhoneIcon size={18} />
                {tCommon('phone')}
              </a>
              <span className={styles.muted}>{tCommon('workingHours')}</span>
            </li>
            <li>
              <a href={`mailto:${company.email}`}>
                <MailIcon size={18} />
                {company.email}
              </a>
            </li>
          </ul>
          <ul className={styles.social} aria-label={t('followUs')}>
            <li>
              <a
                href={company.social.facebook}
                aria-label={t('facebook')}
                rel="noopener noreferrer"
                target="_blank"
              >
                <FacebookIcon />
              </a>
            </li>
            <li>
              <a
                href={company.social.instagram}
                aria-label={t('instagram')}
                rel="noopener noreferrer"
                target="_blank"
              >
                <InstagramIcon />
              </a>
            </li>
            <li>
              <a href={company.social.viber} aria-label={t('writeViber')}>
                <ViberIcon />
              </a>
            </li>
            <li>
              <a
                href={company.social.whatsapp}
                aria-label={t('writeWhatsApp')}
                rel="noopener noreferrer"
                target="_blank"
              >
                <WhatsAppIcon />
              </a>
            </li>
          </ul>
        </div>
        <div className={styles.columns}>
          {columns.map((column) => (
            <FooterColumn key={column.id} name={column.name} links={column.links} />
          ))}
          {info && <FooterColumn name={info.name} links={info.links} />}
        </div>
        <div className={styles.subscribe}>
          <h2 className={styles.subscribeTitle}>{t('newsletterTitle')}</h2>
          <p className={styles.muted}>{t('newsletterText')}</p>
          <NewsletterForm />
          <Link
            href={getPathname({ locale, href: '/cart' })}
            className={buttonClass({ variant: 'secondary', className: styles.payOrder })}
          >
            {t('payOrder')}
          </Link>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{t('copyright', { year: new Date().getFullYear() })}</p>
          <div className={styles.cards}>
            <span className="visually-hidden">{t('acceptedCards')}</span>
            <VisaMark />
            <MastercardMark />
            <MaestroMark />
          </div>
        </div>
      </div>
    </footer>
  );
}
