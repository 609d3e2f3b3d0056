import { useDocumentTitle } from '@/components/use-document-title';
import { useShopSettings } from '@/api/shop-settings';
import { useText } from '@/lib/i18n/use-text';
import { CustomizeProductsSection } from './components/customize-products-section';
import { HomeBanners } from './components/home-banners';
import { KeywordRibbon } from './components/keyword-ribbon';
import { LatestProducts } from './components/latest-products';
import { MarketingClaims } from './components/marketing-claims';
import { QualityAssurance } from './components/quality-assurance';

export function HomePage() {
  useDocumentTitle();
  const { shopName, tagline } = useShopSettings();
  const text = useText();
  return (
    <>
      <h1 className="visually-hidden">{text('home.pageHeading', { shopName, tagline })}</h1>
      <HomeBanners />
      <MarketingClaims />
      <QualityAssurance />
      <KeywordRibbon />
      <LatestProducts />
      <CustomizeProductsSection />
    </>
  );
}
