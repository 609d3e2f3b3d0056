import { useEffect } from 'react';
import { useShopSettings } from '@/api/shop-settings';

/** Sets the tab title to 'Page | Shop name' (or the shop's name alone) while the page is shown. */
export function useDocumentTitle(pageTitle?: string): void {
  const { shopName } = useShopSettings();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${shopName}` : shopName;
  }, [pageTitle, shopName]);
}
