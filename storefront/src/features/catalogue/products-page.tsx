import { useAllProducts } from '@/api/all-products';
import { paths } from '@/config/paths';
import { CataloguePage } from './components/catalogue-page';
import { useDocumentTitle } from '@/components/use-document-title';

export function ProductsPage() {
  const { items, isLoading } = useAllProducts();
  useDocumentTitle('Products');
  return (
    <CataloguePage
      title="Explore Our Collection"
      intro="Posters, frames, polaroids, stickers and Nikkah-Namas, printed with care and delivered nationwide."
      items={items}
      isLoading={isLoading}
      itemPath={paths.product}
    />
  );
}
