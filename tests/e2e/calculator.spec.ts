import { expect, test, type Page } from './fixtures';
import { expandOnceHydrated } from './helpers';

const QUOTE = '/backend/api/calculator/internal-modules-section/';
const CART = '/backend/api/calculator/cart/';
const SHOTS = process.env.CALCULATOR_SHOTS_DIR;

const acceptCookies = (page: Page) =>
  page.context().addCookies([{ name: 'cookie_consent', value: '1', url: 'http://localhost' }]);

const configurator = (page: Page) => page.locator('main');
const shownPrice = async (page: Page) =>
  Number(
    await page.getByTestId('calculator-price').locator('[data-amount]').getAttribute('data-amount'),
  );
const radio = (page: Page, name: RegExp) => configurator(page).getByRole('radio', { name });

/** The types to choose from: a disclosure, folded once a type is chosen. */
const typePicker = (page: Page, label = 'Alegeți produsul') =>
  page.getByRole('navigation', { name: label });
/** A type's card, found whether its disclosure is open or not. */
const typeLink = (page: Page, name: string | RegExp, label?: string) =>
  typePicker(page, label).getByRole('link', { name, includeHidden: true });
/** Opens the disclosure of types if it is folded and chooses one, as a shopper would. */
async function chooseType(page: Page, name: string | RegExp, label?: string) {
  const picker = typePicker(page, label);
  if ((await picker.locator('details[open]').count()) === 0)
    await picker.locator('summary').click();
  const link = typeLink(page, name, label);
  const type = new URL((await link.getAttribute('href'))!, 'http://localhost').searchParams.get(
    'type',
  );
  await link.click();
  await page.waitForURL((url) => url.searchParams.get('type') === type);
}

/** The visitor's anonymous cart, read through the API with the id the storefront keeps in its cookie. */
async function cartOf(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'offline_cart_id');
  expect(cookie, 'the storefront keeps the offline cart id').toBeTruthy();
  const response = await page.request.get(CART, {
    headers: { 'X-Cart-Id': cookie!.value, 'Accept-Language': 'en' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    items: {
      id: number;
      type: string;
      calculator_type_id: number;
      price: number;
      description: string[];
      configuration: {
        features: Record<string, string>;
        sizes: Record<string, number>;
        additionals: string[];
      };
    }[];
  };
}

async function configureTwoSectionWindow(page: Page) {
  await page.goto('/en/calculators');
  await page.getByRole('link', { name: 'Two-sash window' }).click();
  await expect(page).toHaveURL(/type=\d+/);
  await radio(page, /^Wood \+ aluminium/).check();
  await radio(page, /^Two sections/).check();
  await radio(page, /^Walnut/).check();
  await radio(page, /^Left \+ tilt/).check();
  await configurator(page)
    .getByRole('checkbox', { name: /^External sill/ })
    .check();
  const width = configurator(page).getByRole('textbox', { name: /Total width/ });
  await width.fill('1200');
  await width.press('Tab');
  const height = configurator(page).getByRole('textbox', { name: /Total height/ });
  await height.fill('1400');
  await height.press('Tab');
  await expect(page).toHaveURL(/s\.height=1400/);
}

test.describe('price configurator', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('configures a window, matches the provider quote, adds it to the cart and edits it from there', async ({
    page,
  }) => {
    await configureTwoSectionWindow(page);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'f.material': 'wood-aluminium',
      'f.shape': 'two-sections',
      'f.colour': 'walnut',
      'f.opening': 'left-tilt',
      's.width': '1200',
      's.height': '1400',
    });
    expect(url.searchParams.get('a')?.split(',')).toContain('external-sill');

    // The drawing follows the options: two sections, the first opening left and tilting.
    const drawing = configurator(page).getByRole('img', { name: /1200 × 1400 mm/ });
    await expect(drawing.locator('[data-section]')).toHaveCount(2);
    await expect(drawing.locator('[data-opening="left"]')).toHaveCount(1);
    await expect(drawing.locator('[data-opening="tilt"]')).toHaveCount(1);

    const typeId = Number(url.searchParams.get('type'));
    const configuration = {
      calculator_type_id: typeId,
      features: {
        material: 'wood-aluminium',
        shape: 'two-sections',
        colour: 'walnut',
        opening: 'left-tilt',
      },
      sizes: { width: 1200, height: 1400 },
      additionals: url.searchParams.get('a')!.split(','),
    };
    const quote = await (
      await page.request.post(QUOTE, { data: { data: configuration, params: { quantity: 1 } } })
    ).json();
    expect(await shownPrice(page)).toBe(quote.price.amount);

    // The link survives a reload.
    await page.reload();
    await expect(radio(page, /^Walnut/)).toBeChecked();
    expect(await shownPrice(page)).toBe(quote.price.amount);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/en-1280-configured.png`, fullPage: true });

    await configurator(page).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    const cart = await cartOf(page);
    expect(cart.items).toHaveLength(1);
    const [item] = cart.items;
    expect(item).toMatchObject({
      type: 'configured',
      calculator_type_id: typeId,
      price: quote.price.amount,
    });
    expect(item!.configuration).toMatchObject({
      features: configuration.features,
      sizes: configuration.sizes,
    });
    expect(item!.description).toEqual(
      expect.arrayContaining([
        'Material: Wood + aluminium',
        'Colour and pattern: Walnut',
        'Opening type: Left + tilt',
        'External sill',
      ]),
    );
    const cartPageShowsItem = await page
      .getByText('Two-sash window')
      .first()
      .isVisible()
      .catch(() => false);
    if (cartPageShowsItem) await expect(page.getByText(/336|€/).first()).toBeVisible();

    // Editing from the cart: the configurator opens with the item's options and saves back to it.
    const editLink = page.locator(`a[href*="edit=${item!.id}"]`).first();
    if (await editLink.count()) await editLink.click();
    else
      await page.goto(
        `/en/calculators?${new URLSearchParams({ edit: String(item!.id), type: String(typeId), 'f.material': 'wood-aluminium', 'f.shape': 'two-sections', 'f.colour': 'walnut', 'f.opening': 'left-tilt', 's.width': '1200', 's.height': '1400', a: configuration.additionals.join(',') })}`,
      );
    await expect(radio(page, /^Walnut/)).toBeChecked();
    await expect(configurator(page).getByRole('textbox', { name: /Total height/ })).toHaveValue(
      '1400',
    );
    await radio(page, /^Anthracite/).check();
    await configurator(page).getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    const edited = await cartOf(page);
    expect(edited.items).toHaveLength(1);
    expect(edited.items[0]!.configuration.features.colour).toBe('anthracite');
  });

  test('an out-of-range width shows the error, blocks adding and is clamped on blur', async ({
    page,
  }) => {
    await page.goto('/en/calculators');
    const width = configurator(page).getByRole('textbox', { name: /Total width/ });
    await width.fill('3000');
    await expect(configurator(page).getByText('Enter a valid value')).toBeVisible();
    await expect(width).toHaveAttribute('aria-invalid', 'true');
    await expect(configurator(page).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await width.press('Tab');
    await expect(width).toHaveValue('2510');
    await expect(configurator(page).getByText('Enter a valid value')).toBeHidden();
    await expect(configurator(page).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  test('is keyboard operable and steps back and forward through configurations', async ({
    page,
  }) => {
    await page.goto('/en/calculators');
    // ADR 54: Next patches pushState on the history instance; the configurator writes its entries
    // through the prototype to pass it by (ADR 28). Were the patch on the prototype, it would not.
    await expect
      .poll(() => page.evaluate(() => window.history.pushState !== History.prototype.pushState))
      .toBe(true);
    const plastic = radio(page, /^PVC$|^PVC\s/).first();
    await plastic.focus();
    await page.keyboard.press('ArrowDown');
    await expect(radio(page, /^PVC \+ aluminium/)).toBeChecked();
    await expect(page).toHaveURL(/f\.material=plastic-aluminium/);
    const before = await shownPrice(page);
    await radio(page, /^Three sections/).check();
    await expect.poll(() => shownPrice(page)).toBeGreaterThan(before);
    await page.goBack();
    await expect(radio(page, /^One section/)).toBeChecked();
    await expect.poll(() => shownPrice(page)).toBe(before);
    await page.goForward();
    await expect(radio(page, /^Three sections/)).toBeChecked();
  });

  test('gates and awnings have their own pages, and calculator pages are not indexed', async ({
    page,
  }) => {
    for (const path of ['/calculators/gates', '/calculators/awning', '/calculators']) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByTestId('calculator-price')).toBeVisible();
    }
    expect((await page.goto('/calculators/no-such-calculator'))?.status()).toBe(404);
  });

  test('a special shape is priced on request and ordered by phone', async ({ page }) => {
    await page.goto('/en/calculators');
    await radio(page, /^Special shape/).check();
    await expect(page.getByTestId('calculator-price')).toContainText('Price on request');
    await expect(configurator(page).getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await configurator(page).getByRole('button', { name: 'Order by phone' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Ion Popescu');
    await dialog.getByLabel('Phone').pressSequentially('69123456');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('[data-modal="success"]')).toBeVisible();
  });

  for (const locale of ['ro', 'ru'] as const) {
    for (const width of [375, 1280]) {
      test(`renders in ${locale} at ${width} px without horizontal scroll`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(locale === 'ro' ? '/calculators' : `/${locale}/calculators`);
        await expect(page.getByTestId('calculator-price')).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/${locale}-${width}.png`, fullPage: true });
      });
    }
  }
});

/** Issue 27: numbers in the shopper's own signs, the state kept across a language switch, and each window type drawn with its own sashes. */
test.describe("the configurator in the shopper's language (issue 27)", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  const widthField = (page: Page) =>
    configurator(page).getByRole('textbox', { name: /^Lățime totală/ });

  test('ro: a size typed with spaces, dots or a decimal comma is read or explained, never silently reverted', async ({
    page,
  }) => {
    await page.goto('/calculators');
    const width = widthField(page);

    await width.fill('1 200');
    await width.press('Tab');
    await expect(width).toHaveValue('1200');
    await expect(page).toHaveURL(/[?&]s\.width=1200(&|$)/);

    await width.fill('1.500');
    await width.press('Tab');
    await expect(width).toHaveValue('1500');
    await expect(page).toHaveURL(/[?&]s\.width=1500(&|$)/);

    for (const typed of ['1 200,5', '1200.5']) {
      await width.fill(typed);
      await width.press('Tab');
      // What was typed stays, with the reason; the price and the URL keep the last valid width.
      await expect(width).toHaveValue(typed);
      await expect(width).toHaveAttribute('aria-invalid', 'true');
      await expect(
        configurator(page).getByText('Introduceți un număr întreg, fără zecimale'),
      ).toBeVisible();
      await expect(
        configurator(page).getByRole('button', { name: 'Adaugă în coș' }),
      ).toBeDisabled();
      await expect(page).toHaveURL(/[?&]s\.width=1500(&|$)/);
    }

    await width.fill('1 800');
    await width.press('Enter');
    await expect(width).toHaveValue('1800');
    await expect(width).not.toHaveAttribute('aria-invalid', 'true');
    await expect(
      configurator(page).getByText('Introduceți un număr întreg, fără zecimale'),
    ).toBeHidden();
    await expect(configurator(page).getByRole('button', { name: 'Adaugă în coș' })).toBeEnabled();
    await expect(page).toHaveURL(/[?&]s\.width=1800(&|$)/);
  });

  test('ro: a per-metre quantity shows and reads the decimal comma, and too many decimals are explained', async ({
    page,
  }) => {
    await page.goto('/product/pvc-window-sill-250');
    const quantity = page.getByRole('textbox', { name: 'Cantitate' });
    await expect(quantity).toHaveValue('0,5');

    await quantity.fill('2,75');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('2,75');
    await quantity.fill('2.5');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('2,5');

    await quantity.fill('2.555');
    await quantity.press('Tab');
    await expect(quantity).toHaveValue('2.555');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Cel mult 2 zecimale, de exemplu 2,55' }),
    ).toBeVisible();

    await quantity.fill('1,25');
    await quantity.press('Tab');
    await expect(quantity).toHaveValue('1,25');
    await expect(page.getByRole('alert').filter({ hasText: 'zecimale' })).toHaveCount(0);
  });

  test('switching language keeps the configuration and the search in the query', async ({
    page,
  }) => {
    await page.goto('/calculators');
    await chooseType(page, 'Fereastră cu două canate');
    await expect(typeLink(page, 'Fereastră cu două canate')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveURL(/[?&]type=\d+/);
    await expect(
      configurator(page).getByRole('img', { name: /Schița produsului configurat/ }),
    ).toBeVisible();
    const width = widthField(page);
    await width.fill('1500');
    await width.press('Tab');
    await radio(page, /^Nuc/).check();
    await expect(page).toHaveURL(/[?&]s\.width=1500(&|$)/);
    await expect(page).toHaveURL(/[?&]f\.colour=walnut(&|$)/);
    const configured = Object.fromEntries(new URL(page.url()).searchParams);

    const banner = page.getByRole('banner');
    await expandOnceHydrated(banner.getByRole('button', { name: 'Alegeți limba' }));
    await banner.getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/calculators\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(configured);
    await expect(configurator(page).getByRole('textbox', { name: /^Общая ширина/ })).toHaveValue(
      '1500',
    );
    await expect(radio(page, /^Орех/)).toBeChecked();
    await expect(radio(page, /^Две секции/)).toBeChecked();

    await page.goto('/ru/search?search=%D0%BE%D0%BA%D0%BD%D0%B0');
    await expandOnceHydrated(
      page.getByRole('banner').getByRole('button', { name: 'Выберите язык' }),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Română' }).click();
    // Romanian has no prefix: the path is /search itself, not /ru/search.
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/search\?search=%D0%BE%D0%BA%D0%BD%D0%B0$/);
  });

  test('each window type starts with its own number of sections, and the drawing shows them', async ({
    page,
  }) => {
    await page.goto('/calculators');
    const types = [
      ['Fereastră cu un canat', /^O secțiune/, 1],
      ['Fereastră cu două canate', /^Două secțiuni/, 2],
      ['Fereastră cu trei canate', /^Trei secțiuni/, 3],
    ] as const;
    for (const [name, sections, panes] of types) {
      await chooseType(page, name);
      await expect(typeLink(page, name)).toHaveAttribute('aria-current', 'page');
      await expect(radio(page, sections)).toBeChecked();
      const drawing = configurator(page).getByRole('img', { name: /Schița produsului configurat/ });
      await expect(drawing.locator('[data-section]')).toHaveCount(panes);
    }
    // A fresh load of the three-sash type draws three panes before any click.
    await page.reload();
    await expect(
      configurator(page)
        .getByRole('img', { name: /Schița produsului configurat/ })
        .locator('[data-section]'),
    ).toHaveCount(3);
  });

  test('ru: product specs and sizes write millimetres as мм', async ({ page }) => {
    await page.goto('/ru/product/pvc-window-sill-250');
    await expect(page.getByRole('main').getByText('22 мм', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(/\d mm\b/)).toHaveCount(0);
  });
});

test.describe('each configurator type names itself (issue 39)', () => {
  for (const locale of ['ro', 'ru'] as const) {
    test(`${locale}: the title, description and h1 of /calculators?type=N are type N's`, async ({
      page,
    }) => {
      const prefix = locale === 'ro' ? '' : `/${locale}`;
      await page.goto(`${prefix}/calculators`);
      const cards = page.getByRole('navigation').locator('a[href*="type="]');
      const types = await cards.evaluateAll((links) =>
        links.map((link) => ({
          href: link.getAttribute('href')!,
          name: link.textContent!.trim(),
        })),
      );
      expect(types.length).toBeGreaterThan(3);
      const seen = new Set<string>();
      for (const { href, name } of types) {
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        expect(await page.title(), href).toContain(name);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description, href).toContain(name);
        seen.add(await page.title());
      }
      expect(seen.size, 'every type its own title').toBe(types.length);
    });
  }
});

test.describe('the configurator on a phone (issue 39)', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('ru: type names wrap between words, never inside one', async ({ page }) => {
    await page.goto('/ru/calculators');
    const broken = await page
      .getByRole('navigation')
      .locator('a[href*="type="] span')
      .evaluateAll((spans) =>
        spans.flatMap((span) => {
          const text = span.firstChild;
          if (!text || text.nodeType !== Node.TEXT_NODE) return [];
          const words: string[] = [];
          let offset = 0;
          for (const word of (text.textContent ?? '').split(' ')) {
            const range = document.createRange();
            range.setStart(text, offset);
            range.setEnd(text, offset + word.length);
            // A word split over two lines has a box on each.
            if (word && range.getClientRects().length > 1) words.push(word);
            offset += word.length + 1;
          }
          return words;
        }),
      );
    expect(broken).toEqual([]);
  });

  test('a chosen type folds the other types under one line, so the options start on the first screen', async ({
    page,
  }) => {
    await page.goto('/ru/calculators?type=2');
    const picker = typePicker(page, 'Выберите изделие');
    const summary = picker.locator('summary');
    await expect(summary).toContainText('Выберите изделие');
    await expect(summary).toContainText('Двустворчатое окно');
    await expect(picker.getByRole('link')).toHaveCount(0);
    const firstGroup = configurator(page).locator('fieldset').first();
    expect((await firstGroup.boundingBox())!.y).toBeLessThan(740);

    await summary.click();
    await expect(typeLink(page, 'Двустворчатое окно', 'Выберите изделие')).toBeVisible();
    await expect(typeLink(page, 'Двустворчатое окно', 'Выберите изделие')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await chooseType(page, 'Трёхстворчатое окно', 'Выберите изделие');
    await expect(page).toHaveURL(/[?&]type=3(&|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Трёхстворчатое окно');
    await expect(summary).toContainText('Трёхстворчатое окно');
    // What the shopper opened stays open, with the focus on the card just chosen.
    await expect(typeLink(page, 'Трёхстворчатое окно', 'Выберите изделие')).toBeFocused();
    await expect(typeLink(page, 'Трёхстворчатое окно', 'Выберите изделие')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('with no type chosen the types are open to choose from', async ({ page }) => {
    await page.goto('/calculators');
    await expect(typeLink(page, 'Fereastră cu un canat')).toBeVisible();
    await expect(typeLink(page, 'Ușă de balcon')).toBeVisible();
  });

  test('the live price stays in view while options change, and leads to the summary', async ({
    page,
  }) => {
    await page.goto('/ru/calculators?type=1');
    const bar = page.getByTestId('calculator-price-bar');
    const summaryPrice = page.getByTestId('calculator-price').locator('[data-amount]');
    // Among the options, far above the summary.
    const width = configurator(page).getByRole('textbox', { name: /Общая ширина/ });
    await width.scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await expect(summaryPrice).not.toBeInViewport();
    const before = await bar.locator('span').first().textContent();
    await width.fill('1500');
    await width.press('Tab');
    await expect(bar.locator('span').first()).not.toHaveText(before ?? '');
    await expect(bar.locator('span').first()).toHaveText(
      (await summaryPrice.textContent()) ?? 'no price',
    );
    await bar.getByRole('link').click();
    await expect(summaryPrice).toBeInViewport();
  });
});

test.describe('the types to choose from without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('the folded types open with the keyboard and lead to the type', async ({ page }) => {
    // 'commit': the project's goto would wait for a hydration that never comes.
    await page.goto('/calculators?type=1', { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    const summary = typePicker(page).locator('summary');
    await expect(typeLink(page, 'Ușă de balcon')).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(typeLink(page, 'Ușă de balcon')).toBeVisible();
    await typeLink(page, 'Ușă de balcon').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ușă de balcon');
    await expect(typePicker(page).locator('summary')).toContainText('Ușă de balcon');
  });

  test("the keyboard's focus shows the shop's ring on the folded types and on a type's card", async ({
    page,
  }) => {
    await page.goto('/calculators?type=1', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    // The browser's own ring is `auto 1px`; the shop's (styles/_tokens.scss, focus-ring) is 3 px solid.
    const ring = (element: ReturnType<Page['locator']>) =>
      element.evaluate((node) => {
        const style = getComputedStyle(node);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    const summary = typePicker(page).locator('summary');
    await summary.focus();
    await expect.poll(() => ring(summary)).toBe('solid 3px');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const card = page.locator(':focus');
    await expect(card).toHaveAttribute('href', /[?&]type=\d+/);
    await expect.poll(() => ring(card)).toBe('solid 3px');
  });
});
