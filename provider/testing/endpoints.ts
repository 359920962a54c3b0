/**
 * Every route of the provider app, in one table, for the request fuzzer (issue 11). A route added
 * to the app without a row here fails `fuzz.test.ts`, so a new endpoint cannot escape the fuzzer.
 * Paths are Hono patterns without the /backend mount; a trailing slash does not matter (the spec's
 * paths answer with and without one, and the fuzzer calls one of the two).
 */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  path: string;
  /** Who may call it: anyone, a signed-in user (401 otherwise), or a cart owner (token or X-Cart-Id). */
  access: 'public' | 'user' | 'cart';
  /** The JSON fields the handler reads; the fuzzer puts hostile values into them. */
  fields?: readonly string[];
  /** Takes multipart/form-data instead of JSON (the CV upload). */
  multipart?: boolean;
}

const cartConfiguration = ['data', 'quantity', 'params'] as const;
const address = ['delivery_type', 'city', 'street', 'house', 'apartment', 'first_name', 'last_name', 'phone', 'company', 'zip', 'zip_code', 'additional_contact', 'address_id'] as const;

export const endpoints: readonly Endpoint[] = [
  { method: 'GET', path: '/health', access: 'public' },
  { method: 'GET', path: '/ready', access: 'public' },
  { method: 'GET', path: '/pages/home-page/', access: 'public' },
  { method: 'GET', path: '/pages/home-page/:link', access: 'public' },
  { method: 'GET', path: '/menu/links', access: 'public' },
  { method: 'GET', path: '/menu/nav', access: 'public' },
  { method: 'GET', path: '/pages/footer-page', access: 'public' },
  { method: 'GET', path: '/pages/info-page', access: 'public' },
  { method: 'GET', path: '/pages/info-page/detail/', access: 'public' },
  { method: 'GET', path: '/pages/seo-content/detail/', access: 'public' },
  { method: 'GET', path: '/api/calculator/calculator-seo/:id/', access: 'public' },
  { method: 'GET', path: '/api/calculator/calculator-type-seo/:id/', access: 'public' },
  { method: 'GET', path: '/pages/dynamic', access: 'public' },
  { method: 'GET', path: '/pages/dynamic/:slug', access: 'public' },
  { method: 'GET', path: '/pages/about', access: 'public' },
  { method: 'GET', path: '/pages/about/:link', access: 'public' },
  { method: 'GET', path: '/pages/contacts/:link?', access: 'public' },
  { method: 'GET', path: '/pages/our-works/:link?', access: 'public' },
  { method: 'GET', path: '/dealers/template/:link?', access: 'public' },
  { method: 'GET', path: '/pages/promo-page/:link?', access: 'public' },
  { method: 'GET', path: '/pages/vacancies/:link?', access: 'public' },
  { method: 'GET', path: '/colors/pages/:link?', access: 'public' },
  { method: 'GET', path: '/articles/items', access: 'public' },
  { method: 'GET', path: '/articles/items/:key', access: 'public' },
  { method: 'GET', path: '/tabs', access: 'public' },
  { method: 'GET', path: '/promos', access: 'public' },
  { method: 'GET', path: '/promos/:key', access: 'public' },
  { method: 'GET', path: '/achievements', access: 'public' },
  { method: 'GET', path: '/banners/hero-screen', access: 'public' },
  { method: 'GET', path: '/banners/offer', access: 'public' },
  { method: 'GET', path: '/banners/discount', access: 'public' },
  { method: 'GET', path: '/banners/service', access: 'public' },
  { method: 'GET', path: '/banners/cooperation/', access: 'public' },
  { method: 'GET', path: '/branches', access: 'public' },
  { method: 'GET', path: '/branches/:key', access: 'public' },
  { method: 'GET', path: '/dealers', access: 'public' },
  { method: 'GET', path: '/equipament', access: 'public' },
  { method: 'GET', path: '/faqs', access: 'public' },
  { method: 'GET', path: '/partners', access: 'public' },
  { method: 'GET', path: '/reviews', access: 'public' },
  { method: 'GET', path: '/vacancies', access: 'public' },
  { method: 'GET', path: '/vacancies/:id', access: 'public' },
  { method: 'GET', path: '/orders/how_to_order/', access: 'public' },
  { method: 'GET', path: '/works/our_work', access: 'public' },
  { method: 'GET', path: '/works/works_process', access: 'public' },
  { method: 'GET', path: '/works/our-works-content', access: 'public' },
  { method: 'GET', path: '/specialists/cities/', access: 'public' },
  { method: 'GET', path: '/specialists/', access: 'public' },
  { method: 'GET', path: '/specialists/:id/', access: 'public' },
  { method: 'GET', path: '/pages/:slug', access: 'public' },
  { method: 'GET', path: '/categories/', access: 'public' },
  { method: 'GET', path: '/categories/:key/', access: 'public' },
  { method: 'GET', path: '/products/', access: 'public' },
  { method: 'GET', path: '/products/:key/', access: 'public' },
  { method: 'GET', path: '/accesories/', access: 'public' },
  { method: 'GET', path: '/search/', access: 'public' },
  { method: 'GET', path: '/localities/regions', access: 'public' },
  { method: 'POST', path: '/feedbacks/contact_us/', access: 'public', fields: ['phone', 'name'] },
  { method: 'POST', path: '/feedbacks/subscribe/', access: 'public', fields: ['email'] },
  { method: 'POST', path: '/feedbacks/vacancy/', access: 'public', multipart: true },
  { method: 'GET', path: '/api/calculator/calculator-types', access: 'public' },
  { method: 'GET', path: '/api/calculator/calculator-types/:id', access: 'public' },
  { method: 'POST', path: '/api/calculator/internal-modules-section/', access: 'public', fields: cartConfiguration },
  { method: 'POST', path: '/api/calculator/order-request/', access: 'public', fields: ['client_name', 'client_phone', 'calculator_id', 'calculator_type_id', 'configuration'] },
  { method: 'GET', path: '/api/calculator/cart', access: 'cart' },
  { method: 'POST', path: '/api/calculator/cart/merge/', access: 'user', fields: ['target_cart', 'source_cart'] },
  { method: 'GET', path: '/api/calculator/cart/:id', access: 'cart' },
  { method: 'GET', path: '/api/calculator/cart/:id/items', access: 'cart' },
  { method: 'POST', path: '/api/calculator/cart/:id/items', access: 'cart', fields: cartConfiguration },
  { method: 'POST', path: '/api/calculator/cart/:id/items/add-product', access: 'cart', fields: ['product_id', 'quantity'] },
  { method: 'PATCH', path: '/api/calculator/cart/:id/items/:itemId', access: 'cart', fields: cartConfiguration },
  { method: 'DELETE', path: '/api/calculator/cart/:id/items/:itemId', access: 'cart' },
  { method: 'POST', path: '/api/calculator/cart/:id/set-delivery', access: 'cart', fields: address },
  { method: 'POST', path: '/api/calculator/cart/:id/set-user-details', access: 'cart', fields: ['email', 'full_name', 'phone'] },
  { method: 'POST', path: '/api/calculator/cart/:id/set-payment-details', access: 'cart', fields: ['payment_method', 'use_bonuses', 'bonuses'] },
  { method: 'POST', path: '/api/calculator/cart/:id/create-order', access: 'cart', fields: ['comment'] },
  { method: 'GET', path: '/api/calculator/orders', access: 'user' },
  { method: 'GET', path: '/pay/:token', access: 'public' },
  { method: 'POST', path: '/pay/:token/approve', access: 'public' },
  { method: 'POST', path: '/pay/:token/decline', access: 'public' },
  { method: 'POST', path: '/api/auth/register/', access: 'public', fields: ['email', 'password', 're_password', 'first_name', 'last_name', 'phone', 'terms'] },
  { method: 'POST', path: '/api/auth/jwt/create', access: 'public', fields: ['email', 'password'] },
  { method: 'POST', path: '/api/auth/jwt/refresh/', access: 'public', fields: ['refresh'] },
  { method: 'POST', path: '/api/auth/logout/', access: 'public', fields: ['refresh'] },
  { method: 'POST', path: '/api/auth/resetpassword/', access: 'public', fields: ['email', 'lang'] },
  { method: 'POST', path: '/api/auth/resetpassword/confirm/', access: 'public', fields: ['token', 'password', 're_password'] },
  { method: 'GET', path: '/api/auth/me/', access: 'user' },
  { method: 'PATCH', path: '/api/auth/me/', access: 'user', fields: ['action', 'first_name', 'last_name', 'email', 'phone', 'current_password', 'password', 're_password'] },
  { method: 'GET', path: '/api/auth/me/countries/', access: 'user' },
  { method: 'GET', path: '/api/auth/me/addresses/', access: 'user' },
  { method: 'POST', path: '/api/auth/me/addresses/', access: 'user', fields: address },
  { method: 'PATCH', path: '/api/auth/me/addresses/:id/', access: 'user', fields: address },
  { method: 'DELETE', path: '/api/auth/me/addresses/:id/', access: 'user' },
];

/** `GET /a/b/` and `GET /a/b` are one endpoint. */
export const endpointKey = (method: string, path: string) => `${method} ${path.replace(/\/+$/, '') || '/'}`;
