import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/components/use-document-title';
import { paths } from '@/config/paths';
import { type AdminProduct, useAdminProducts } from '../api/admin-products';
import { useLastChanges } from '../api/last-changes';
import { removeProduct } from '../api/remove-product';
import { CatalogueListPage, type CatalogueListTexts } from '../catalogue-list/catalogue-list-page';
import { ProductViewModal } from './product-view-modal';

const TEXTS: CatalogueListTexts = {
  title: 'Products List',
  searchPlaceholder: 'Search products...',
  loading: 'Loading products...',
  empty: 'No products found',
  caption: 'Products',
  deleteTitle: 'Delete Product',
  deleted: 'Product successfully deleted.',
  deleteFailed: 'Failed to delete product',
};

/** Staff product list: search, view, edit (in /update-product) and delete after confirmation. */
export function ProductsListPage() {
  useDocumentTitle(TEXTS.title);
  const navigate = useNavigate();
  const location = useLocation();
  const { data, isLoading, mutate } = useAdminProducts();
  const lastChanges = useLastChanges();

  // Back from Update Product with {refresh: true}: read the list again, once.
  const refresh = (location.state as { refresh?: boolean } | null)?.refresh === true;
  useEffect(() => {
    if (!refresh) return;
    void mutate();
    void lastChanges.mutate();
    navigate(location.pathname, { replace: true, state: null });
  }, [refresh, mutate, lastChanges.mutate, navigate, location.pathname]);

  const edit = (product: AdminProduct) => navigate(paths.admin.updateProduct, { state: { product } });

  return (
    <CatalogueListPage
      texts={TEXTS}
      items={data ?? []}
      isLoading={isLoading}
      imagesOf={(product) => product.productImages}
      remove={removeProduct}
      onRemoved={(id) => void mutate((list) => list?.filter((p) => p._id !== id), { revalidate: false })}
      onEdit={edit}
      lastChanges={lastChanges.data?.products}
      renderView={(product, close) => (
        <ProductViewModal product={product} onEdit={() => edit(product)} onClose={close} />
      )}
    />
  );
}
