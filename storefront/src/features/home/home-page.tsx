import { useDocumentTitle } from '@/components/use-document-title';
import { useShopSettings } from '@/api/shop-settings';
import { CustomizeProductsSection } from './components/customize-products-section';
import { HomeBanners } from './components/home-banners';
import { KeywordRibbon } from './components/keyword-ribbon';
import { LatestProducts } from './components/latest-products';
import { MarketingClaims } from './components/marketing-claims';
import { QualityAssurance } from './components/quality-assurance';

export function HomePage() {
  useDocumentTitle();
  const { shopName, tagline } = useShopSettings();
  return (
    <>
      <h1 className="visually-hidden">
        {shopName}: posters, frames, polaroids, stickers and Nikkah-Nama. {tagline}
      </h1>
      <HomeBanners />
      <MarketingClaims />
      <QualityAssurance />
      <KeywordRibbon />
      <LatestProducts />
      <CustomizeProductsSection />
    </>
  );
}
