import type { ImageProps } from 'next/image';
// Not from 'next/image': that module also loads next/image's client component, which would make it a
// client reference of every page importing this file, shipping the very JavaScript this avoids.
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props';
import { preload } from 'react-dom';

/** The attributes of an optimised `<img>` (srcset, sizes, dimensions, loading), computed on the server. */
export type ImageAttributes = ReturnType<typeof getImageProps>['props'];

/** A vector image: the same file is sharp at every size, so it needs neither the optimiser nor a srcset. */
export function isVector(src: ImageProps['src']): boolean {
  if (typeof src !== 'string') return false;
  return /\.svg$/i.test(src.split(/[?#]/, 1)[0] ?? '');
}

/**
 * next/image's attributes without its client component: a server-rendered picture needs no
 * JavaScript, and next/image would add about 6 kB (gzip) to every page that shows one. A priority
 * image (the LCP) loads eagerly with high fetch priority and is preloaded from the head.
 *
 * A vector is served as it is: a srcset of sixteen optimiser URLs for one SVG would cost about 1 kB
 * of HTML and as much again of the RSC payload per image, for the same bytes in the end.
 */
export function imageAttributes({
  priority,
  ...props
}: Omit<ImageProps, 'preload' | 'loading' | 'fetchPriority'>): ImageAttributes {
  const { props: attributes } = getImageProps({
    ...props,
    ...(isVector(props.src) ? { unoptimized: true } : {}),
    ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}),
  });
  if (priority) {
    preload(attributes.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(attributes.srcSet
        ? { imageSrcSet: attributes.srcSet, imageSizes: attributes.sizes }
        : {}),
    });
  }
  return attributes;
}

/** A server-rendered optimised image with next/image's props (see imageAttributes). */
export function Image(props: Omit<ImageProps, 'preload' | 'loading' | 'fetchPriority'>) {
  const { alt, ...attributes } = imageAttributes(props);
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own optimised attributes
  return <img alt={alt} {...attributes} />;
}
