import { useHomeBanners } from '../api/home-banners';
import { HeroCarousel } from './hero-carousel';
import styles from './hero-carousel.module.css';

/**
 * The hero as staff set it: while the banners load, a box of the carousel's size holds their place (the
 * page does not shift when they come; the head has preloaded the first picture); without a visible
 * banner, no carousel.
 */
export function HomeBanners() {
  const { banners, isLoading } = useHomeBanners();
  if (isLoading)
    return <div className={styles.placeholder} aria-hidden="true" data-testid="hero-placeholder" />;
  if (banners.length === 0) return null;
  return <HeroCarousel banners={banners} />;
}
