import { type FocusEvent, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/components/use-prefers-reduced-motion';
import { slideAlong, useRightToLeft } from '@/lib/i18n/inline-direction';
import type { Banner } from '@shop/contracts';
import { HERO_ADVANCE_MS } from '../lib/hero-advance';
import { wrapIndex } from '../lib/wrap-index';
import styles from './hero-carousel.module.css';
import { BannerSlide } from './banner-slide';
import { SlideArrow, SlideDots } from './slide-controls';
import { useText } from '@/lib/i18n/use-text';

/**
 * The home banners (spec point 2; staff set them, issue #34 item 6): previous/next, dots, play/pause and a
 * progress bar; advances every 4 s and wraps both ways. It holds still while pointed at or focused, and
 * never plays by itself for a shopper who prefers reduced motion.
 */
export function HeroCarousel({ banners }: { banners: readonly Banner[] }) {
  const rightToLeft = useRightToLeft();
  const text = useText();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const count = banners.length;
  const running = playing && !held && !reducedMotion;

  // Staff removed slides since: stay within the slides there are.
  if (index >= count && count > 0) setIndex(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a manual move (new index) restarts the 4 s wait
  useEffect(() => {
    if (!running || count < 2) return;
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
      aria-label={text('home.featured')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={releaseOnBlur}
    >
      <div className={styles.viewport} aria-live={running ? 'off' : 'polite'}>
        <div className={styles.track} style={{ transform: slideAlong(index * 100, rightToLeft) }}>
          {banners.map((banner, i) => {
            const near = Math.min(wrapIndex(i - index, count), wrapIndex(index - i, count)) <= 1;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide as a group
              <div
                key={banner._id}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={text('home.slideOf', { number: i + 1, count })}
                aria-hidden={i !== index}
              >
                <BannerSlide banner={banner} first={i === 0} near={near} current={i === index} />
              </div>
            );
          })}
        </div>
      </div>

      <SlideArrow
        direction="prev"
        label={text('home.previousSlide')}
        className={`${styles.arrow} ${styles.prev}`}
        iconSize={22}
        onClick={() => setIndex(wrapIndex(index - 1, count))}
      />
      <SlideArrow
        direction="next"
        label={text('home.nextSlide')}
        className={`${styles.arrow} ${styles.next}`}
        iconSize={22}
        onClick={() => setIndex(wrapIndex(index + 1, count))}
      />

      <div className={styles.controls}>
        <button
          type="button"
          className={styles.playPause}
          aria-label={playing ? text('home.pauseSlideshow') : text('home.playSlideshow')}
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
          keys={banners.map((banner) => banner._id)}
          index={index}
          label={text('home.showSlide')}
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
