import { useDocumentTitle } from '@/components/use-document-title';
import { brand } from '@/config/brand';
import { CustomizeProductsSection } from './components/customize-products-section';
import { HeroCarousel } from './components/hero-carousel';
import { KeywordRibbon } from './components/keyword-ribbon';
import { LatestProducts } from './components/latest-products';
import { MarketingClaims } from './components/marketing-claims';
import { QualityAssurance } from './components/quality-assurance';

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <h1 className="visually-hidden">
        {brand.name}: posters, frames, polaroids, stickers and Nikkah-Nama. {brand.tagline}
      </h1>
      <HeroCarousel />
      <MarketingClaims />
      <QualityAssurance />
      <KeywordRibbon />
      <LatestProducts />
      <CustomizeProductsSection />
    </>
  );
}
