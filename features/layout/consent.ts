import Cookies from 'js-cookie';

/** Spec 4 'Cookie banner' and spec 9: the consent cookie lives 30 days. */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_DAYS = 30;

export const hasConsent = () => Cookies.get(CONSENT_COOKIE) === '1';

export function giveConsent() {
  Cookies.set(CONSENT_COOKIE, '1', {
    expires: CONSENT_DAYS,
    sameSite: 'Lax',
    path: '/',
    secure: window.location.protocol === 'https:',
  });
}
