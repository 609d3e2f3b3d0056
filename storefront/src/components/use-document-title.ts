import { useEffect } from 'react';
import { brand } from '@/config/brand';

/** Sets the tab title to 'Page | Brand' (or the brand alone) while the page is shown. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${brand.name}` : brand.name;
  }, [pageTitle]);
}
