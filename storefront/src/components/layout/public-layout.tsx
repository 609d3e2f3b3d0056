import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useText } from '@/lib/i18n/use-text';
import { AnnouncementTicker } from './announcement-ticker';
import { PageLoading } from './page-loading';
import styles from './public-layout.module.css';
import { RouteProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SplashScreen } from './splash-screen';
import { UrduOffer } from './urdu-offer';

/** The chrome around every public page: ticker, header, footer, route progress, splash (spec point 2). */
export function PublicLayout() {
  const [pageLoading, setPageLoading] = useState(false);
  const text = useText();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">
        {text('layout.skipToContent')}
      </a>
      <SplashScreen />
      <RouteProgress loading={pageLoading} />
      <ScrollToTop />
      <div className={styles.top}>
        <UrduOffer />
        <AnnouncementTicker />
        <SiteHeader />
      </div>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoading onLoading={setPageLoading} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
