/** Spec 2: the privacy policy's slug per language (en is the fallback). */
export const privacySlugs: Record<string, string> = {
  ro: 'politica-de-confidentialitate',
  en: 'privacy-policy',
  ru: 'politika-konfidentsialnosti',
  it: 'informativa-privacy',
  fr: 'politique-de-confidentialite',
};
