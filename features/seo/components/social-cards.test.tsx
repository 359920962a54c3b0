import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialCards } from './social-cards';

const labels = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  telegram: 'Telegram',
  viber: 'Viber',
  noImage: 'No image',
};

// The figure of a network, by its caption (the test DOM names no figure after its figcaption).
const figureOf = (network: string) =>
  screen.getByText(network, { selector: 'figcaption' }).closest('figure')!;

/** Issue 42: X and LinkedIn beside Facebook, Telegram and Viber. */
describe('SocialCards', () => {
  it('draws the card for each of the five networks, X and LinkedIn without the description', () => {
    render(
      <SocialCards
        card={{
          siteName: 'Fereastra Moldovei',
          domain: 'fereastra.md',
          title: 'Contacts',
          description: 'Phone, e-mail and showroom address.',
          image: '/images/og-default.png',
        }}
        labels={labels}
      />,
    );
    for (const network of ['Facebook', 'X', 'LinkedIn', 'Telegram', 'Viber']) {
      const figure = figureOf(network);
      expect(within(figure).getByText('Contacts')).toBeVisible();
      expect(figure.querySelector('img')).toHaveAttribute('src', '/images/og-default.png');
    }
    for (const network of ['X', 'LinkedIn']) {
      const figure = figureOf(network);
      expect(figure).toHaveTextContent('fereastra.md');
      expect(figure).not.toHaveTextContent('showroom');
    }
  });

  it('says so where there is no image', () => {
    render(
      <SocialCards
        card={{ siteName: '', domain: '', title: 'Contacts', description: null, image: null }}
        labels={labels}
      />,
    );
    expect(within(figureOf('LinkedIn')).getByText('No image')).toBeVisible();
  });
});
