import { expect, test } from './fixtures';

/**
 * Issue 11: rich text stored with script, event-handler, javascript:/data: URL, frame, SVG and
 * style payloads (scripts/e2e-hostile-fixtures.ts, loaded by the e2e server) renders as harmless
 * HTML: no payload runs (each would set window.__pwned or open a dialog) and none survives in the DOM.
 */
for (const locale of ['ro', 'ru']) {
  test(`stored hostile HTML neither runs nor survives on a rendered page (${locale})`, async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const response = await page.goto(`/${locale}/hostile-fixture`, { waitUntil: 'load' });
    expect(
      response?.status(),
      'the fixture page exists (E2E_HOSTILE_FIXTURES=1 in the e2e server)',
    ).toBe(200);

    const safe = page.getByText('Safe text', { exact: true });
    await expect(safe).toBeVisible();
    const richText = safe.locator('xpath=..');
    // What could still fire on interaction: hover and click every element of the rich text.
    for (const link of await richText.locator('a').all()) await link.hover();
    await richText.hover();
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');

    const leftovers = await richText.evaluate((root) => {
      const found: string[] = [];
      for (const element of root.querySelectorAll('*')) {
        if (
          /^(script|iframe|svg|object|embed|form|input|style|base|meta|math)$/i.test(
            element.tagName,
          )
        )
          found.push(element.tagName);
        for (const attribute of element.attributes) {
          if (
            /^on/i.test(attribute.name) ||
            attribute.name === 'style' ||
            attribute.name === 'srcdoc'
          )
            found.push(`${element.tagName}[${attribute.name}]`);
          if (
            /^(href|src)$/i.test(attribute.name) &&
            /^\s*(javascript|data|vbscript):/i.test(attribute.value)
          )
            found.push(`${element.tagName}[${attribute.name}=${attribute.value}]`);
        }
      }
      return found;
    });
    expect(leftovers).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    // The title and description are plain text: their markup shows as text, not as elements.
    await expect(page.locator('h1')).toContainText('<img');
  });
}

// Issue 26: a path whose percent-encoding decodes to no text names nothing: a 400 with the usual
// security headers, never a bare 500, for pages and the API alike.
// Issue 41: the same on every prefix the page matcher leaves out (Next's, public/'s, the hooks).
for (const path of [
  '/%FF',
  '/en/%C0%AF',
  '/backend/%FF',
  '/backend/api/calculator/cart/%E0%A4%A',
  '/_next/%FF',
  '/images/%FF',
  '/fonts/%FF',
  '/revalidate%FF',
  '/sitemaps/%FF.xml',
  '/sitemap.xml%FF',
  '/robots.txt%FF',
  '/favicon.ico%FF',
  '/backend%FF',
  '/backendx/%FF',
]) {
  test(`a malformed path answers 400 with the security headers: ${path}`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(400);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
}

// Issue 41: paths that only begin with 'backend' lost the page headers.
for (const path of ['/backendfoo', '/backendx/products', '/revalidatex']) {
  test(`${path} is the shop's 404 page with the page headers`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
}

// ADR 54: the forwarding headers are rewritten before Next reads them (lib/security/forwarded.ts,
// through Node's diagnostics channel). With no trusted proxy here, a client's own X-Forwarded-Host
// is dropped, so it cannot make another site's Origin look like ours.
test("a client's X-Forwarded-Host does not pass the session's origin check", async ({
  request,
}) => {
  const response = await request.post('/ro/session/login', {
    headers: { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' },
    data: { email: 'nobody@example.md', password: 'wrong-password-1' },
  });
  expect(response.status()).toBe(403);
});
