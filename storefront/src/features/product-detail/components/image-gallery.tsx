import { GALLERY_STAGE_SIZES, GALLERY_STAGE_WIDTH, imageSources, type SizedImage } from '@shop/contracts';
import { useState } from 'react';
import styles from './image-gallery.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

interface ImageGalleryProps {
  images: readonly SizedImage[];
  name: string;
}

const THUMB_SIZES = '80px';

/** The image carousel with thumbnails; the box keeps its 4:5 shape so nothing jumps while images load. */
export function ImageGallery({ images, name }: ImageGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (next: number) => setIndex((next + count) % count);
  const text = usePageText();

  return (
    <section className={styles.gallery} aria-label={text('detail.imagesOf', { name })}>
      <div className={styles.stage}>
        {current ? (
          <img
            className={styles.image}
            {...imageSources(current, GALLERY_STAGE_SIZES, GALLERY_STAGE_WIDTH)}
            alt={count > 1 ? text('detail.imageOf', { name, number: index + 1, count }) : name}
            width={800}
            height={1000}
            loading="eager"
            decoding="async"
            fetchPriority={index === 0 ? 'high' : undefined}
          />
        ) : (
          <div className={styles.noImage} role="img" aria-label={text('product.noImageYet', { name })} />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => go(index - 1)}
              aria-label={text('detail.previousImage')}
            >
              ‹
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => go(index + 1)}
              aria-label={text('detail.nextImage')}
            >
              ›
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an image may repeat; its place is its identity
            <li key={`${typeof image === 'string' ? image : image.url}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => setIndex(i)}
                aria-label={text('detail.showImage', { number: i + 1, count })}
                aria-pressed={i === index}
              >
                <img
                  {...imageSources(image, THUMB_SIZES, 160)}
                  alt=""
                  width={80}
                  height={100}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
