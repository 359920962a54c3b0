import { render } from '@testing-library/react';
import { Image, imageAttributes } from './image';

describe('server-rendered images', () => {
  it('gives next/image attributes: srcset through the optimiser, lazy by default', () => {
    const attributes = imageAttributes({
      src: '/images/products/door.png',
      alt: 'Door',
      width: 320,
      height: 240,
      sizes: '280px',
    });
    expect(attributes.srcSet).toContain('/_next/image?url=%2Fimages%2Fproducts%2Fdoor.png');
    expect(attributes.sizes).toBe('280px');
    expect(attributes.loading).toBe('lazy');
    expect(attributes.fetchPriority).toBeUndefined();
  });

  it('loads the priority (LCP) image eagerly with high fetch priority', () => {
    const attributes = imageAttributes({
      src: '/images/scenes/house.svg',
      alt: '',
      width: 560,
      height: 420,
      sizes: '520px',
      priority: true,
    });
    expect(attributes.loading).toBe('eager');
    expect(attributes.fetchPriority).toBe('high');
  });

  it('serves a vector as it is: no optimiser URL, no srcset', () => {
    const attributes = imageAttributes({
      src: '/images/products/window.svg?v=2',
      alt: 'Window',
      width: 320,
      height: 240,
      sizes: '280px',
    });
    expect(attributes.src).toBe('/images/products/window.svg?v=2');
    expect(attributes.srcSet).toBeUndefined();
    expect(attributes.loading).toBe('lazy');
  });

  it('preloads a priority vector by its own URL', () => {
    const attributes = imageAttributes({
      src: '/images/scenes/house.svg',
      alt: '',
      width: 560,
      height: 420,
      sizes: '520px',
      priority: true,
    });
    expect(attributes.src).toBe('/images/scenes/house.svg');
    expect(attributes.fetchPriority).toBe('high');
  });

  it('renders a plain img with the alt text and dimensions', () => {
    const { getByRole } = render(
      <Image
        src="/images/scenes/house.svg"
        alt="House"
        width={560}
        height={420}
        sizes="520px"
        className="hero"
      />,
    );
    const img = getByRole('img', { name: 'House' });
    expect(img).toHaveAttribute('width', '560');
    expect(img).toHaveAttribute('height', '420');
    expect(img).toHaveClass('hero');
  });
});
