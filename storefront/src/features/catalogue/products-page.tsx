import { paths } from '@/config/paths';
import { CataloguePage } from './components/catalogue-page';
import { useProductListingPrefetch } from './api/product-listing';
import { useProductsListing } from './lib/use-products-listing';
import { useDocumentTitle } from '@/components/use-document-title';

export function ProductsPage() {
  useDocumentTitle('Products');
  return (
    <CataloguePage
      title="Explore Our Collection"
      intro="Posters, frames, polaroids, stickers and Nikkah-Namas, printed with care and delivered nationwide."
      useListing={useProductsListing}
      usePrefetch={useProductListingPrefetch}
      itemPath={paths.product}
    />
  );
}
