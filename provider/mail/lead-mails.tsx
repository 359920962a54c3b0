import { defaultLocale, localeNames, type Locale } from '../../lib/i18n/locales';
import { mailTranslator } from './copy';
import { renderMail } from './render';
import { LeadNotification } from './templates/lead-notification';
import type { MailAttachment, MailMessage } from './transport';

/** The shop reads its notifications in its own language (ro), whatever the visitor's was. */
const staffLocale = defaultLocale;

async function leadMail(
  kind: string,
  siteUrl: string,
  content: {
    subject: string;
    lead: string;
    fields: [string, string][];
    details?: { title: string; lines: string[] };
    replyTo?: string;
    attachment?: MailAttachment;
  },
): Promise<MailMessage> {
  const t = mailTranslator(staffLocale);
  const { subject, lead, fields, details, replyTo, attachment } = content;
  return {
    to: '',
    audience: 'staff',
    subject,
    ...(await renderMail(
      <LeadNotification
        locale={staffLocale}
        siteUrl={siteUrl}
        t={t}
        title={subject}
        lead={lead}
        fields={fields}
        details={details}
      />,
    )),
    kind,
    locale: staffLocale,
    ...(replyTo ? { replyTo } : {}),
    ...(attachment ? { attachment } : {}),
  };
}

/** POST /feedbacks/contact_us/: call this phone back. */
export function callBackMail(
  request: { phone: string; name: string | null; locale: Locale },
  siteUrl: string,
): Promise<MailMessage> {
  const t = mailTranslator(staffLocale);
  return leadMail('staff_call_back', siteUrl, {
    subject: t('mail.leads.callBackSubject', { phone: request.phone }),
    lead: t('mail.leads.callBackLead'),
    fields: [
      [t('mail.leads.name'), request.name ?? t('mail.leads.noName')],
      [t('mail.leads.phone'), request.phone],
      [t('mail.leads.language'), localeNames[request.locale]],
    ],
  });
}

/** POST /api/calculator/order-request/: a configuration the visitor wants to order by phone. */
export function orderRequestMail(
  request: {
    name: string;
    phone: string;
    product: string;
    configuration: string[];
    /** Formatted, or null when the configuration is priced on request. */
    price: string | null;
    locale: Locale;
  },
  siteUrl: string,
): Promise<MailMessage> {
  const t = mailTranslator(staffLocale);
  return leadMail('staff_order_request', siteUrl, {
    subject: t('mail.leads.orderRequestSubject', { name: request.name, phone: request.phone }),
    lead: t('mail.leads.orderRequestLead'),
    fields: [
      [t('mail.leads.name'), request.name],
      [t('mail.leads.phone'), request.phone],
      [t('mail.leads.product'), request.product],
      [t('mail.leads.price'), request.price ?? t('mail.leads.onRequest')],
      [t('mail.leads.language'), localeNames[request.locale]],
    ],
    details: { title: t('mail.leads.configuration'), lines: request.configuration },
  });
}

/** POST /feedbacks/vacancy/: the application, its CV attached from the storage by its original name. */
export function vacancyApplicationMail(
  application: {
    name: string;
    phone: string;
    email: string;
    vacancy: string;
    cv: MailAttachment;
    locale: Locale;
  },
  siteUrl: string,
): Promise<MailMessage> {
  const t = mailTranslator(staffLocale);
  return leadMail('staff_vacancy_application', siteUrl, {
    subject: t('mail.leads.vacancySubject', {
      vacancy: application.vacancy,
      name: application.name,
    }),
    lead: t('mail.leads.vacancyLead'),
    fields: [
      [t('mail.leads.vacancy'), application.vacancy],
      [t('mail.leads.name'), application.name],
      [t('mail.leads.phone'), application.phone],
      [t('mail.leads.email'), application.email],
      [t('mail.leads.cv'), application.cv.filename],
      [t('mail.leads.language'), localeNames[application.locale]],
    ],
    replyTo: application.email,
    attachment: application.cv,
  });
}
