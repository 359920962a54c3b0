import { plainTextSelectors, render } from '@react-email/render';
import type { ReactElement } from 'react';

/**
 * A template as the two parts of a mail. Data tables (`data-text-table`) keep their columns in the
 * plain text, so a line's quantity and price stay on its row.
 */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: {
        selectors: [
          ...plainTextSelectors,
          { selector: 'table[data-text-table]', format: 'dataTable' },
        ],
      },
    }),
  ]);
  return { html, text };
}
