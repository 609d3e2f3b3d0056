import { type FocusEvent, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/components/use-prefers-reduced-motion';
import { HERO_BANNER_HEIGHT, HERO_BANNER_WIDTH } from '@shop/contracts';
import { HERO_ADVANCE_MS, HERO_BANNERS } from '../lib/hero-banners';
import { wrapIndex } from '../lib/wrap-index';
import styles from './hero-carousel.module.css';
import { SlideArrow, SlideDots } from './slide-controls';

/**
 * The home banners (spec point 2): previous/next, dots, play/pause and a progress bar; advances every 4 s
 * and wraps both ways. It holds still while pointed at or focused, and never plays by itself for a shopper
 * who prefers reduced motion.
 */
export function HeroCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const count = HERO_BANNERS.length;
  const running = playing && !held && !reducedMotion;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a manual move (new index) restarts the 4 s wait
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(
      () => setIndex((current) => wrapIndex(current + 1, count)),
      HERO_ADVANCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  const releaseOnBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Featured collections"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={releaseOnBlur}
    >
      <div className={styles.viewport} aria-live={running ? 'off' : 'polite'}>
        <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
          {HERO_BANNERS.map((banner, i) => {
            const near = Math.min(wrapIndex(i - index, count), wrapIndex(index - i, count)) <= 1;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide as a group
              <div
                key={banner.src}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={i !== index}
              >
                <img
                  className={styles.image}
                  src={banner.src}
                  srcSet={banner.srcSet}
                  sizes={banner.sizes}
                  alt={banner.alt}
                  width={HERO_BANNER_WIDTH}
                  height={HERO_BANNER_HEIGHT}
                  // The first banner is the page's largest paint; the neighbours load early so a slide never flashes empty.
                  loading={i === 0 || near ? 'eager' : 'lazy'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                />
              </div>
            );
          })}
        </div>
      </div>

      <SlideArrow
        direction="prev"
        label="Previous slide"
        className={`${styles.arrow} ${styles.prev}`}
        iconSize={22}
        onClick={() => setIndex(wrapIndex(index - 1, count))}
      />
      <SlideArrow
        direction="next"
        label="Next slide"
        className={`${styles.arrow} ${styles.next}`}
        iconSize={22}
        onClick={() => setIndex(wrapIndex(index + 1, count))}
      />

      <div className={styles.controls}>
        <button
          type="button"
          className={styles.playPause}
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          onClick={() => setPlaying((value) => !value)}
        >
          {playing ? (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
              <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M7 5l12 7-12 7z" fill="currentColor" />
            </svg>
          )}
        </button>
        <SlideDots
          keys={HERO_BANNERS.map((banner) => banner.src)}
          index={index}
          label="Show slide"
          onSelect={setIndex}
          classNames={styles}
        />
      </div>

      <div className={styles.progress} aria-hidden="true">
        {running && (
          <span
            key={index}
            className={styles.progressFill}
            data-testid="hero-progress"
            style={{ animationDuration: `${HERO_ADVANCE_MS}ms` }}
          />
        )}
      </div>
    </section>
  );
}
