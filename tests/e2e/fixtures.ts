import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Request } from '@playwright/test';

/**
 * Waits until React has hydrated the page's layout (its `main#main` carries React's fiber), then one
 * macrotask for the effects of that commit. Next's scripts are async, so the load event does not
 * mean React has hydrated, and a click before hydration is lost. A page without our layout (no
 * `main#main`: the test bank's page, a JSON answer) is not waited for.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main#main');
    return main === null || Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const visits = new WeakMap<Page, { urls: string[]; seen: number }>();

/**
 * The addresses the page's main frame has committed since its last check, kept from the test's
 * start: a page may leave an address at once (the success dialog strips its query), and a wait for
 * it that begins after the click that led there would miss it and run until the test's timeout.
 */
export function takeVisit(page: Page, url: RegExp): string | undefined {
  const record = visits.get(page);
  if (!record) return undefined;
  const index = record.urls.findIndex((visited, at) => at >= record.seen && url.test(visited));
  if (index < 0) return undefined;
  record.seen = index + 1;
  return record.urls[index];
}

type Navigation = Awaited<ReturnType<Page['goto']>>;

/** A navigation of `page` that returns once the HTML page it lands on has hydrated. */
function hydrating<Args extends unknown[]>(
  page: Page,
  navigate: (...args: Args) => Promise<Navigation>,
  waitUntil: (...args: Args) => string | undefined,
) {
  return async (...args: Args) => {
    const response = await navigate(...args);
    const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
    if (html && waitUntil(...args) !== 'commit') await waitForHydration(page);
    return response;
  };
}

/**
 * Playwright's `test` whose `page.goto` and `page.reload` return once an HTML page has hydrated,
 * as a shopper's first click comes after that: journeys act at once, a shopper does not.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const record = { urls: [] as string[], seen: 0 };
    visits.set(page, record);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) record.urls.push(frame.url());
    });
    page.goto = hydrating(page, page.goto.bind(page), (_url, options) => options?.waitUntil);
    page.reload = hydrating(page, page.reload.bind(page), (options) => options?.waitUntil);
    await provide(page);
  },
});
