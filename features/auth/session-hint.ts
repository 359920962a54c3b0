/**
 * A readable twin of the httpOnly refresh cookie, set and cleared with it and holding no secret
 * (`1`). It only tells a page's first load whether asking /session/refresh can succeed, so a
 * visitor who never signed in sends no refresh request per page view.
 */
export const SESSION_HINT_COOKIE = 'has_session';
