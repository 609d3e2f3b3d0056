import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useShopSettings } from '@/api/shop-settings';
import { paths } from '@/config/paths';
import { useText } from '@/lib/i18n/use-text';
import { BrandMark } from '../brand-mark';
import { CartLink } from './cart-link';
import { LanguageSwitch } from './language-switch';
import { MAIN_LINKS } from './nav-links';
import styles from './site-header.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

/** The main links as list items, for the desktop bar and the mobile menu alike. */
function MainLinkItems() {
  const text = useText();
  return MAIN_LINKS.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.to === paths.home} className={linkClass}>
        {text(link.label)}
      </NavLink>
    </li>
  ));
}

/** Logo, the main links, the cart and (on small screens) the menu button. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const { shopName } = useShopSettings();
  const text = useText();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.logo}>
          <BrandMark />
          <span className={styles.logoName}>{shopName}</span>
        </Link>
        <nav className={styles.desktopNav} aria-label={text('nav.mainLabel')}>
          <ul className={styles.navList}>
            <MainLinkItems />
          </ul>
        </nav>
        <LanguageSwitch />
        <CartLink />
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? text('nav.closeMenu') : text('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span
            className={menuOpen ? `${styles.burger} ${styles.burgerOpen}` : styles.burger}
            aria-hidden="true"
          />
        </button>
      </div>
      <nav id={menuId} className={styles.mobileNav} aria-label={text('nav.mobileLabel')} hidden={!menuOpen}>
        <ul className={styles.mobileList}>
          <MainLinkItems />
          <li>
            <NavLink to={paths.cart} className={linkClass}>
              {text('nav.cart')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
