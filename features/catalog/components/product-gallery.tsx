'use client';

import { useState } from 'react';
import type { ImageAttributes } from '@/components/image';
import styles from './product-gallery.module.scss';

/** One picture of the gallery, its large and thumbnail `<img>` attributes computed on the server. */
export interface GallerySlide {
  src: string;
  main: ImageAttributes;
  thumb: ImageAttributes;
}

/**
 * The product's images: one large, thumbnails below to switch (spec 3 'Product' image). The island
 * only switches; srcsets come from the server, so next/image's client code is not shipped.
 * `showLabels[i]` names the thumbnail of image i (translated on the server).
 */
export function ProductGallery({
  slides,
  label,
  showLabels,
}: {
  slides: GallerySlide[];
  label: string;
  showLabels: string[];
}) {
  const [current, setCurrent] = useState(0);
  const main = slides[current] ?? slides[0];
  if (!main) return null;
  return (
    <div className={styles.gallery} role="group" aria-label={label}>
      <div className={styles.galleryMain}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes from the server */}
        <img key={main.src} {...main.main} alt={main.main.alt} />
      </div>
      {slides.length > 1 && (
        <ul className={styles.thumbs}>
          {slides.map((slide, index) => (
            <li key={slide.src}>
              <button
                type="button"
                className={
                  index === current ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb
                }
                onClick={() => setCurrent(index)}
                aria-pressed={index === current}
                aria-label={showLabels[index]}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes from the server */}
                <img {...slide.thumb} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
