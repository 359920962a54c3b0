import type { Messages } from 'next-intl';

/** The namespaces client components translate; the rest stays on the server and out of the bundle. */
export const clientNamespaces = [
  'common',
  'errors',
  'validation',
  'nav',
  'header',
  'footer',
  'modals',
  'cookies',
  'chat',
  'progress',
] as const satisfies readonly (keyof Messages)[];

export function clientMessages(
  messages: Messages,
): Pick<Messages, (typeof clientNamespaces)[number]> {
  return Object.fromEntries(
    clientNamespaces.map((namespace) => [namespace, messages[namespace]]),
  ) as Pick<Messages, (typeof clientNamespaces)[number]>;
}
