import { useEffect, useState } from 'react';
import { useShopSettings } from '@/api/shop-settings';
import styles from './splash-screen.module.css';

export const SPLASH_SESSION_KEY = 'splashShown';
/** Brief on purpose: the splash only greets, it must not hold the page back. */
export const SPLASH_VISIBLE_MS = 900;
export const SPLASH_FADE_MS = 400;

function firstVisitOfSession(): boolean {
  try {
    return sessionStorage.getItem(SPLASH_SESSION_KEY) === null;
  } catch {
    return false;
  }
}

function rememberSplashShown(): void {
  try {
    sessionStorage.setItem(SPLASH_SESSION_KEY, '1');
  } catch {
    // Storage can be blocked; the splash then simply shows again next visit.
  }
}

/** Brand name and tagline over the whole screen on the session's first page, fading out when `visible` clears. */
export function SplashScreen() {
  const [visible, setVisible] = useState(firstVisitOfSession);
  const [mounted, setMounted] = useState(visible);
  const settings = useShopSettings();

  useEffect(() => {
    if (!visible) return;
    rememberSplashShown();
    const timer = window.setTimeout(() => setVisible(false), SPLASH_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  useEffect(() => {
    if (visible || !mounted) return;
    const timer = window.setTimeout(() => setMounted(false), SPLASH_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [visible, mounted]);

  if (!mounted) return null;
  return (
    <div
      className={visible ? styles.splash : `${styles.splash} ${styles.hidden}`}
      aria-hidden="true"
      data-testid="splash-screen"
    >
      <p className={styles.name}>{settings.shopName}</p>
      <p className={styles.tagline}>{settings.tagline}</p>
    </div>
  );
}
