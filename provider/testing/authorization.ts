/**
 * The authorization matrix (issue 11): every endpoint that takes an id or owns a customer's data,
 * with what the owner, another signed-in user and an anonymous visitor get. `authorization.test.ts`
 * runs every row, and `authorizationTable()` renders the same rows for docs/security-testing.md, so the
 * document and the test cannot disagree.
 *
 * Placeholders in paths: `:cart` user A's open cart, `:item` a line of it, `:address` A's saved
 * address, `:visitorCart` an anonymous visitor's cart (owned through its X-Cart-Id).
 */
export interface AuthorizationRow {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  resource: string;
  /** Built at run time from the fixture (product, calculator type, A's password). */
  body?: (fixture: AuthorizationFixture) => unknown;
  owner: number;
  other: number;
  anonymous: number;
  /** The other user's 2xx shows only their own data (nothing of A's). */
  ownDataOnly?: boolean;
  /** The visitor's anonymous cart rather than A's. */
  visitor?: boolean;
}

export interface AuthorizationFixture {
  productId: number;
  doorTypeId: number;
  password: string;
}

const details = {
  email: 'mallory@example.md',
  full_name: 'Mallory Rusu',
  phone: '+373 (691) 234-57',
};

/** In the order the owner's own calls make sense: the deletions and the order come last. */
export const authorizationMatrix: readonly AuthorizationRow[] = [
  {
    method: 'GET',
    path: '/api/auth/me/',
    resource: 'profile, bonus balance',
    owner: 200,
    other: 200,
    anonymous: 401,
    ownDataOnly: true,
  },
  {
    method: 'GET',
    path: '/api/auth/me/addresses/',
    resource: 'saved addresses',
    owner: 200,
    other: 200,
    anonymous: 401,
    ownDataOnly: true,
  },
  {
    method: 'PATCH',
    path: '/api/auth/me/addresses/:address/',
    resource: 'one saved address',
    body: () => ({ street: 'Strada Hoților' }),
    owner: 200,
    other: 404,
    anonymous: 401,
  },
  {
    method: 'GET',
    path: '/api/calculator/orders/',
    resource: 'order history and order details',
    owner: 200,
    other: 200,
    anonymous: 401,
    ownDataOnly: true,
  },
  {
    method: 'GET',
    path: '/api/calculator/cart/:cart/',
    resource: 'cart by id',
    owner: 200,
    other: 404,
    anonymous: 404,
  },
  {
    method: 'GET',
    path: '/api/calculator/cart/:cart/items/',
    resource: 'cart lines',
    owner: 200,
    other: 404,
    anonymous: 404,
  },
  {
    method: 'POST',
    path: '/api/calculator/cart/:cart/items/add-product/',
    resource: 'add a product',
    body: (f) => ({ product_id: f.productId, quantity: 1 }),
    owner: 200,
    other: 404,
    anonymous: 404,
  },
  {
    method: 'POST',
    path: '/api/calculator/cart/:cart/items/',
    resource: 'add a configured item',
    body: (f) => ({ data: { calculator_type_id: f.doorTypeId } }),
    owner: 200,
    other: 404,
    anonymous: 404,
  },
  {
    method: 'PATCH',
    path: '/api/calculator/cart/:cart/items/:item/',
    resource: 'change a line',
    body: () => ({ quantity: 2 }),
    owner: 200,
    other: 404,
    anonymous: 404,
  },
  {
    method: 'POST',
    path: '/api/calculator/cart/:cart/set-delivery/',
    resource: 'delivery details',
    body: () => ({ delivery_type: 'pickup' }),
    owner: 200,
    other: 404,
    anonymous: 404,
  },
  {
    method: 'POST',
    path: '/api/calculator/cart/:cart/set-user-details/',
    resource: 'contact details',
    body: () => details,
    owner: 200,
    other: 404,
    anonymous: 404,
  },
  {
    method: 'POST',
    path: '/api/calculator/cart/:cart/set-payment-details/',
    resource: 'payment method, bonuses',
    body: () => ({ payment_method: 2 }),
    owner: 200,
    other: 404,
    anonymous: 404,
  },
  {
    method: 'POST',
    path: '/api/calculator/cart/merge/',
    resource: "merge into A's cart",
    body: () => ({ target_cart: ':cart', source_cart: ':visitorCart' }),
    owner: 200,
    other: 404,
    anonymous: 401,
  },
  {
    method: 'GET',
    path: '/api/calculator/cart/:visitorCart/',
    resource: "anonymous visitor's cart (X-Cart-Id)",
    owner: 200,
    other: 404,
    anonymous: 404,
    visitor: true,
  },
  {
    method: 'POST',
    path: '/api/calculator/cart/:visitorCart/items/add-product/',
    resource: "anonymous visitor's cart, add a product",
    body: (f) => ({ product_id: f.productId, quantity: 1 }),
    owner: 200,
    other: 404,
    anonymous: 404,
    visitor: true,
  },
  {
    method: 'DELETE',
    path: '/api/calculator/cart/:cart/items/:item/',
    resource: 'remove a line',
    owner: 200,
    other: 404,
    anonymous: 404,
  },
  {
    method: 'POST',
    path: '/api/calculator/cart/:cart/create-order/',
    resource: 'place the order',
    body: () => ({ comment: 'Livrare dimineața' }),
    owner: 201,
    other: 404,
    anonymous: 404,
  },
  {
    method: 'PATCH',
    path: '/api/auth/me/',
    resource: 'profile change',
    body: () => ({ action: 'update', first_name: 'Mallory' }),
    owner: 200,
    other: 200,
    anonymous: 401,
    ownDataOnly: true,
  },
  {
    method: 'DELETE',
    path: '/api/auth/me/addresses/:address/',
    resource: 'delete a saved address',
    owner: 204,
    other: 404,
    anonymous: 401,
  },
  {
    method: 'PATCH',
    path: '/api/auth/me/',
    resource: "password change (with A's current password)",
    body: (f) => ({
      action: 'update',
      current_password: f.password,
      password: 'another-long-password',
      re_password: 'another-long-password',
    }),
    owner: 200,
    other: 400,
    anonymous: 401,
  },
];

const cell = (status: number, row: AuthorizationRow, who: 'other' | 'anonymous') =>
  who === 'other' && row.ownDataOnly && status < 300 ? `${status} (own data only)` : String(status);

/** The matrix as a Markdown table for docs/security-testing.md. */
export function authorizationTable(): string {
  const lines = [
    '| Endpoint | Resource of user A | Owner (A) | Other user (B) | Anonymous |',
    '| --- | --- | --- | --- | --- |',
    ...authorizationMatrix.map(
      (row) =>
        `| \`${row.method} ${row.path}\` | ${row.resource} | ${row.owner} | ${cell(row.other, row, 'other')} | ${cell(row.anonymous, row, 'anonymous')} |`,
    ),
  ];
  return lines.join('\n');
}

/**
 * Issue 38: every staff endpoint × who calls it. Staff sign in with the session cookie; `customer`
 * is a signed-in shopper's bearer token, `guest` an anonymous shopper's X-Cart-Id, `none` no
 * credentials. Placeholders: `:order` a guest's cash order (new), `:lead` a call-back request, `:cv`
 * a vacancy application with its CV, `:run` a stored run of the SEO report. `staff-authorization.test.ts` runs every row, in this order.
 */
export interface StaffAuthorizationRow {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  role: string;
  body?: unknown;
  admin: number;
  manager: number;
  marketing: number;
  customer: number;
  guest: number;
  none: number;
}

const outsiders = { customer: 401, guest: 401, none: 401 } as const;
const ordersAndLeads = { admin: 200, manager: 200, marketing: 403, ...outsiders } as const;
const marketingOnly = { admin: 200, manager: 403, marketing: 200, ...outsiders } as const;

export const staffAuthorizationMatrix: readonly StaffAuthorizationRow[] = [
  {
    method: 'POST',
    path: '/api/staff/session/',
    role: 'anyone (sign-in; a wrong password here)',
    body: { email: 'nobody@shop.md', password: 'not-the-password' },
    admin: 401,
    manager: 401,
    marketing: 401,
    ...outsiders,
  },
  {
    method: 'GET',
    path: '/api/staff/me/',
    role: 'any staff',
    admin: 200,
    manager: 200,
    marketing: 200,
    ...outsiders,
  },
  { method: 'GET', path: '/api/staff/orders/', role: 'manager, admin', ...ordersAndLeads },
  { method: 'GET', path: '/api/staff/orders/:order/', role: 'manager, admin', ...ordersAndLeads },
  {
    method: 'POST',
    path: '/api/staff/orders/:order/status/',
    role: 'manager, admin (409: a new order cannot be delivered)',
    body: { status: 'delivered' },
    admin: 409,
    manager: 409,
    marketing: 403,
    ...outsiders,
  },
  { method: 'GET', path: '/api/staff/leads/', role: 'manager, admin', ...ordersAndLeads },
  {
    method: 'PATCH',
    path: '/api/staff/leads/callback/:lead/',
    role: 'manager, admin',
    body: { status: 'in_progress' },
    ...ordersAndLeads,
  },
  {
    method: 'GET',
    path: '/api/staff/leads/vacancy/:cv/cv/',
    role: 'manager, admin',
    ...ordersAndLeads,
  },
  { method: 'GET', path: '/api/staff/subscribers/', role: 'marketing, admin', ...marketingOnly },
  { method: 'GET', path: '/api/staff/subscribers.csv', role: 'marketing, admin', ...marketingOnly },
  { method: 'GET', path: '/api/staff/web-vitals/', role: 'marketing, admin', ...marketingOnly },
  { method: 'GET', path: '/api/staff/seo-keyphrases/', role: 'marketing, admin', ...marketingOnly },
  {
    method: 'POST',
    path: '/api/staff/seo-keyphrases/',
    role: 'marketing, admin',
    body: { path: '/en/contacts', locale: 'en', keyphrase: 'window showroom' },
    ...marketingOnly,
  },
  {
    method: 'POST',
    path: '/api/staff/seo-reports/',
    role: 'marketing, admin (stores a run of the SEO report)',
    body: { pages: 2, problems: { '/en/contacts': ['content:report_near_duplicate'] } },
    ...marketingOnly,
    admin: 201,
    marketing: 201,
  },
  { method: 'GET', path: '/api/staff/seo-reports/', role: 'marketing, admin', ...marketingOnly },
  {
    method: 'GET',
    path: '/api/staff/seo-reports/:run/',
    role: 'marketing, admin',
    ...marketingOnly,
  },
  {
    method: 'DELETE',
    path: '/api/staff/session/',
    role: 'any staff (ends the session)',
    admin: 204,
    manager: 204,
    marketing: 204,
    ...outsiders,
  },
];

/** The staff matrix as a Markdown table for docs/security-testing.md. */
export function staffAuthorizationTable(): string {
  return [
    '| Endpoint | Role | Admin | Manager | Marketing | Customer | Guest | None |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...staffAuthorizationMatrix.map(
      (row) =>
        `| \`${row.method} ${row.path}\` | ${row.role} | ${row.admin} | ${row.manager} | ${row.marketing} | ${row.customer} | ${row.guest} | ${row.none} |`,
    ),
  ].join('\n');
}
