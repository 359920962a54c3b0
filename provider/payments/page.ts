import { html } from 'hono/html';
import type { Locale } from '../../lib/i18n/locales';
import { formatMoney } from '../../lib/money/format';

const texts = {
  ro: {
    title: 'Banca de test — plată de test',
    test: 'Aceasta este o plată de test: nu se debitează niciun card și nu se transferă bani.',
    intro: 'Plata comenzii {nr} către Fereastra Moldovei.',
    amount: 'Suma de plată',
    approve: 'Confirmă plata',
    decline: 'Refuză plata',
    used: 'Această plată a fost deja procesată.',
    replaced:
      'Pentru această comandă a fost emis un link de plată mai nou. Folosiți cel mai recent link.',
    expired: 'Linkul de plată a expirat. Reveniți în coș și plasați comanda din nou.',
    invalid: 'Linkul de plată nu este valid.',
    back: 'Înapoi la magazin',
  },
  en: {
    title: 'Test bank — test payment',
    test: 'This is a test payment: no card is charged and no money moves.',
    intro: 'Payment of order {nr} to Fereastra Moldovei.',
    amount: 'Amount to pay',
    approve: 'Approve payment',
    decline: 'Decline payment',
    used: 'This payment has already been processed.',
    replaced: 'A newer payment link was issued for this order. Use the most recent link.',
    expired: 'The payment link has expired. Go back to the cart and place the order again.',
    invalid: 'The payment link is not valid.',
    back: 'Back to the shop',
  },
  ru: {
    title: 'Тестовый банк — тестовый платёж',
    test: 'Это тестовый платёж: карта не списывается, деньги не переводятся.',
    intro: 'Оплата заказа {nr} в пользу Fereastra Moldovei.',
    amount: 'Сумма к оплате',
    approve: 'Подтвердить оплату',
    decline: 'Отклонить оплату',
    used: 'Этот платёж уже обработан.',
    replaced:
      'Для этого заказа выдана более новая ссылка на оплату. Воспользуйтесь последней ссылкой.',
    expired: 'Срок действия ссылки на оплату истёк. Вернитесь в корзину и оформите заказ снова.',
    invalid: 'Ссылка на оплату недействительна.',
    back: 'Вернуться в магазин',
  },
  it: {
    title: 'Banca di prova — pagamento di prova',
    test: 'Questo è un pagamento di prova: nessuna carta viene addebitata e nessun denaro viene trasferito.',
    intro: 'Pagamento dell’ordine {nr} a Fereastra Moldovei.',
    amount: 'Importo da pagare',
    approve: 'Conferma il pagamento',
    decline: 'Rifiuta il pagamento',
    used: 'Questo pagamento è già stato elaborato.',
    replaced:
      'Per questo ordine è stato emesso un link di pagamento più recente. Usa il link più recente.',
    expired: 'Il link di pagamento è scaduto. Torna al carrello ed effettua di nuovo l’ordine.',
    invalid: 'Il link di pagamento non è valido.',
    back: 'Torna al negozio',
  },
} satisfies Record<Locale, Record<string, string>>;

/** HTML: `html` escapes every interpolated string and leaves a nested `html` part as it is. */
type Page = ReturnType<typeof html>;

function layout(locale: Locale, body: Page): Page {
  const t = texts[locale];
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${t.title}</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            background: #f2f4f7;
            color: #1d2939;
            margin: 0;
            display: flex;
            min-height: 100vh;
            align-items: center;
            justify-content: center;
          }
          main {
            background: #fff;
            border-radius: 12px;
            box-shadow: 0 4px 24px #10182814;
            padding: 32px;
            max-width: 440px;
            width: 100%;
          }
          h1 {
            font-size: 1.375rem;
            margin: 0 0 12px;
          }
          .amount {
            font-size: 2rem;
            font-weight: 700;
            margin: 4px 0 24px;
          }
          .actions {
            display: flex;
            gap: 12px;
            flex-wrap: wrap;
          }
          button,
          a.button {
            font: inherit;
            border: 0;
            border-radius: 8px;
            padding: 12px 20px;
            cursor: pointer;
            text-decoration: none;
          }
          .test {
            background: #fef0c7;
            border: 1px solid #f79009;
            border-radius: 8px;
            padding: 12px;
            font-weight: 600;
          }
          .approve {
            background: #1570ef;
            color: #fff;
          }
          .decline {
            background: #e4e7ec;
            color: #1d2939;
          }
          button:focus-visible,
          a:focus-visible {
            outline: 3px solid #f79009;
            outline-offset: 2px;
          }
        </style>
      </head>
      <body>
        <main>
          <p class="test" role="note">${t.test}</p>
          ${body}
        </main>
      </body>
    </html>`;
}

export function paymentPage(input: {
  locale: Locale;
  nr: string;
  amount: number;
  action: string;
}): Page {
  const t = texts[input.locale];
  return layout(
    input.locale,
    html`<h1>${t.title}</h1>
      <p>${t.intro.replace('{nr}', input.nr)}</p>
      <p>${t.amount}</p>
      <p class="amount">${formatMoney(input.amount, 'EUR', input.locale)}</p>
      <div class="actions">
        <form method="post" action="${input.action}/approve">
          <button class="approve" type="submit">${t.approve}</button>
        </form>
        <form method="post" action="${input.action}/decline">
          <button class="decline" type="submit">${t.decline}</button>
        </form>
      </div>`,
  );
}

export type PaymentNotice = 'used' | 'replaced' | 'expired' | 'invalid';

export function paymentNoticePage(locale: Locale, notice: PaymentNotice, shopUrl: string): Page {
  const t = texts[locale];
  return layout(
    locale,
    html`<h1>${t.title}</h1>
      <p role="status">${t[notice]}</p>
      <a class="button approve" href="${shopUrl}">${t.back}</a>`,
  );
}
