'use client';

import Image from 'next/image';
import { useState } from 'react';
import styles from './catalog.module.scss';

/** The product's images: one large, thumbnails below to switch (spec 3 'Product' image). */
/** `showLabels[i]` names the thumbnail of image i (translated on the server). */
export function ProductGallery({ images, alt, label, showLabels }: { images: string[]; alt: string; label: string; showLabels: string[] }) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  if (!main) return null;
  return (
    <div className={styles.gallery} role="group" aria-label={label}>
      <div className={styles.galleryMain}>
        <Image src={main} alt={alt} width={640} height={480} sizes="(max-width: 992px) 100vw, 560px" priority />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image}>
              <button type="button" className={index === current ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb} onClick={() => setCurrent(index)} aria-pressed={index === current} aria-label={showLabels[index]}>
                <Image src={image} alt="" width={80} height={60} sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
