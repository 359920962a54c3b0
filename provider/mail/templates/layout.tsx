import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locales';
import { finalPathname } from '../../../lib/i18n/slugs';
import type { Translate } from '../copy';

/** The storefront's design tokens (styles/_tokens.scss), inlined: mail clients read no stylesheet. */
export const colors = {
  accent: '#0b5fae',
  accentStrong: '#084a88',
  accentSoft: '#e8f1fb',
  text: '#1f2933',
  muted: '#52606d',
  line: '#d9e2ec',
  page: '#f4f6f8',
} as const;

const font = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const text: CSSProperties = {
  fontSize: 15,
  lineHeight: '22px',
  color: colors.text,
  margin: '0 0 12px',
};
export const muted: CSSProperties = {
  ...text,
  color: colors.muted,
  fontSize: 13,
  lineHeight: '19px',
};

export interface LayoutProps {
  locale: Locale;
  siteUrl: string;
  t: Translate;
  /** The line mail clients show beside the subject. */
  preview: string;
  children: ReactNode;
}

/** One frame for every mail: the shop's wordmark, the content, and a footer with address, phone and hours. */
export function MailLayout({ locale, siteUrl, t, preview, children }: LayoutProps) {
  const home = new URL(finalPathname(`/${locale}`), siteUrl).toString();
  return (
    <Html lang={locale}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{ backgroundColor: colors.page, fontFamily: font, margin: 0, padding: '24px 0' }}
      >
        <Container
          style={{
            backgroundColor: '#ffffff',
            maxWidth: 600,
            width: '100%',
            borderTop: `4px solid ${colors.accent}`,
          }}
        >
          <Section style={{ padding: '20px 24px 8px' }}>
            <Link href={home} style={{ textDecoration: 'none' }}>
              <Heading
                as="h1"
                style={{ margin: 0, fontSize: 22, lineHeight: '28px', color: colors.accent }}
              >
                {t('common.siteName')}
              </Heading>
            </Link>
            <Text style={{ ...muted, margin: '2px 0 0' }}>{t('common.tagline')}</Text>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>{children}</Section>
          <Hr style={{ borderColor: colors.line, margin: 0 }} />
          <Section style={{ padding: '16px 24px 20px', backgroundColor: colors.accentSoft }}>
            <Text style={{ ...muted, fontWeight: 600, color: colors.text, margin: '0 0 4px' }}>
              {t('mail.footerTitle')}
            </Text>
            <Text style={{ ...muted, margin: '0 0 4px' }}>{t('contacts.addressValue')}</Text>
            <Text style={{ ...muted, margin: '0 0 4px' }}>
              {t('common.phone')}
              {' · '}
              {t('common.workingHours')}
            </Text>
            <Text style={{ ...muted, margin: 0 }}>
              <Link href={home} style={{ color: colors.accentStrong }}>
                {new URL(siteUrl).host}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
