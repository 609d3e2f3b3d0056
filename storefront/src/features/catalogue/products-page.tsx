import { paths } from '@/config/paths';
import { CataloguePage } from './components/catalogue-page';
import { useProductListingPrefetch } from './api/product-listing';
import { useProductsListing } from './lib/use-products-listing';
import { useDocumentTitle } from '@/components/use-document-title';
import { useText } from '@/lib/i18n/use-text';

export function ProductsPage() {
  const text = useText();
  useDocumentTitle(text('nav.products'));
  return (
    <CataloguePage
      title={text('catalogue.productsTitle')}
      intro={text('catalogue.productsIntro')}
      useListing={useProductsListing}
      usePrefetch={useProductListingPrefetch}
      itemPath={paths.product}
    />
  );
}
