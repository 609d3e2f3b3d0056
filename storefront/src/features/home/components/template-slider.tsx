import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { CatalogueItem } from '@/api/catalogue-item';
import { slideAlong, useRightToLeft } from '@/lib/i18n/inline-direction';
import { sliderLabel } from '../lib/slider';
import { useItemsPerView } from '../lib/use-items-per-view';
import { wrapIndex } from '../lib/wrap-index';
import { SlideArrow, SlideDots } from './slide-controls';
import styles from './template-slider.module.css';
import { TemplateCard } from './template-card';
import { useText } from '@/lib/i18n/use-text';

/** Matches the track's CSS transition. */
const SLIDE_MS = 500;

/**
 * The customize slider (spec point 2): the list is laid out three times and the window starts on the middle
 * copy, so stepping past either end slides on into a copy and then quietly jumps back to the same cards in the
 * middle. Only the cards in the window can be reached; the rest are inert.
 */
export function TemplateSlider({ templates }: { templates: readonly CatalogueItem[] }) {
  const rightToLeft = useRightToLeft();
  const text = useText();
  const perView = useItemsPerView();
  const count = templates.length;
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  const snapTimer = useRef<number | undefined>(undefined);
  const index = wrapIndex(position, count);
  const slides = count > perView;

  useEffect(() => () => window.clearTimeout(snapTimer.current), []);

  const moveTo = (next: number) => {
    setAnimate(true);
    setPosition(next);
    window.clearTimeout(snapTimer.current);
    if (next < 0 || next >= count) {
      snapTimer.current = window.setTimeout(() => {
        setAnimate(false);
        setPosition(wrapIndex(next, count));
      }, SLIDE_MS);
    }
  };

  if (!slides) {
    return (
      <div className={styles.slider}>
        <ul className={styles.staticRow} style={{ '--per-view': perView } as CSSProperties}>
          {templates.map((template) => (
            <li key={template.id} className={styles.item}>
              <TemplateCard template={template} />
            </li>
          ))}
        </ul>
        <p className={styles.label}>{sliderLabel(0, perView, count)}</p>
      </div>
    );
  }

  const copies = [0, 1, 2].flatMap((copy) => templates.map((template) => ({ copy, template })));
  const first = count + position;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names the slider as a group
    <div
      className={styles.slider}
      role="group"
      aria-roledescription="slider"
      aria-label={text('home.sliderLabel')}
    >
      <div className={styles.frame}>
        <SlideArrow
          direction="prev"
          label={text('home.previousProducts')}
          className={`${styles.arrow} ${styles.prev}`}
          iconSize={20}
          onClick={() => moveTo(position - 1)}
        />
        <div className={styles.viewport}>
          <ul
            className={animate ? `${styles.track} ${styles.animated}` : styles.track}
            style={
              {
                '--per-view': perView,
                transform: slideAlong((first * 100) / perView, rightToLeft),
              } as CSSProperties
            }
          >
            {copies.map(({ copy, template }, slot) => {
              const visible = slot >= first && slot < first + perView;
              // The section's paint containment (decision 0036) clips the slides off screen, so lazy
              // loading would wait until a slide is on screen: one step either side loads now, and
              // slides in with its picture.
              const nextInLine = slot === first - 1 || slot === first + perView;
              return (
                <li
                  key={`${copy}-${template.id}`}
                  className={styles.item}
                  aria-hidden={!visible || undefined}
                  inert={!visible}
                >
                  <TemplateCard template={template} pictureLoads={nextInLine ? 'now' : 'near-screen'} />
                </li>
              );
            })}
          </ul>
        </div>
        <SlideArrow
          direction="next"
          label={text('home.nextProducts')}
          className={`${styles.arrow} ${styles.next}`}
          iconSize={20}
          onClick={() => moveTo(position + 1)}
        />
      </div>
      <SlideDots
        keys={templates.map((template) => template.id)}
        index={index}
        label={text('home.startAtProduct')}
        onSelect={moveTo}
        classNames={styles}
      />
      <p className={styles.label} aria-live="polite">
        {sliderLabel(index, perView, count)}
      </p>
    </div>
  );
}
