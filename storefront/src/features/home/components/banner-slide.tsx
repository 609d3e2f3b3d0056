import { bannerSources, type Banner, HERO_BANNER_HEIGHT, HERO_BANNER_WIDTH } from '@shop/contracts';
import { Link } from 'react-router';
import styles from './hero-carousel.module.css';

interface BannerSlideProps {
  banner: Banner;
  first: boolean;
  near: boolean;
  current: boolean;
}

/** One slide's picture, with its title and subtitle over it when staff wrote any, inside its link when it has one. */
export function BannerSlide({ banner, first, near, current }: BannerSlideProps) {
  const { src, srcSet, sizes } = bannerSources(banner.picture);
  const content = (
    <>
      <img
        className={styles.image}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={banner.alt}
        width={HERO_BANNER_WIDTH}
        height={HERO_BANNER_HEIGHT}
        // The first banner is the page's largest paint; the neighbours load early so a slide never flashes empty.
        loading={first || near ? 'eager' : 'lazy'}
        decoding={first ? 'sync' : 'async'}
        fetchPriority={first ? 'high' : undefined}
      />
      {(banner.title || banner.subtitle) && (
        <span className={styles.caption}>
          {banner.title && <span className={styles.captionTitle}>{banner.title}</span>}
          {banner.subtitle && <span className={styles.captionSubtitle}>{banner.subtitle}</span>}
        </span>
      )}
    </>
  );
  // A hidden slide's link leaves the tab order with it.
  const tabIndex = current ? undefined : -1;
  if (banner.link.startsWith('/'))
    return (
      <Link to={banner.link} className={styles.slideLink} tabIndex={tabIndex}>
        {content}
      </Link>
    );
  if (banner.link)
    return (
      <a href={banner.link} className={styles.slideLink} tabIndex={tabIndex}>
        {content}
      </a>
    );
  return content;
}
