import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/use-document-title';
import { paths } from '@/config/paths';
import { type AdminProduct, useAdminProducts } from '../api/admin-products';
import { removeProduct } from '../api/remove-product';
import { catalogueRowOf } from '../catalogue-list/catalogue-row';
import { CatalogueTable } from '../catalogue-list/catalogue-table';
import ui from '../components/admin-ui.module.css';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { SearchBox } from '@/components/search-box';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { matchesSearch } from '../lib/matches-search';
import { ProductViewModal } from './product-view-modal';

/** Staff product list: search, view, edit (in /update-product) and delete after confirmation. */
export function ProductsListPage() {
  useDocumentTitle('Products List');
  const navigate = useNavigate();
  const location = useLocation();
  const { data, isLoading, mutate } = useAdminProducts();
  const [search, setSearch] = useState('');
  const [viewed, setViewed] = useState<AdminProduct | null>(null);
  const products = data ?? [];

  // Back from Update Product with {refresh: true}: read the list again, once.
  const refresh = (location.state as { refresh?: boolean } | null)?.refresh === true;
  useEffect(() => {
    if (!refresh) return;
    void mutate();
    navigate(location.pathname, { replace: true, state: null });
  }, [refresh, mutate, navigate, location.pathname]);

  const deletion = useConfirmedDelete<{ id: string; name: string }>({
    remove: removeProduct,
    onRemoved: (id) => void mutate((list) => list?.filter((p) => p._id !== id), { revalidate: false }),
    successMessage: 'Product successfully deleted.',
    failureMessage: 'Failed to delete product',
  });

  const shown = useMemo(
    () => products.filter((p) => matchesSearch(search, p.name, p.category, p.subCategory)),
    [products, search],
  );
  const byId = (id: string) => products.find((p) => p._id === id);
  const edit = (product: AdminProduct) => navigate(paths.admin.updateProduct, { state: { product } });

  return (
    <div className={ui.page}>
      <PageHeader title="Products List" subtitle={`${shown.length} of ${products.length} products`} />
      <div className={ui.toolbar}>
        <SearchBox value={search} onChange={setSearch} placeholder="Search products..." />
      </div>
      {isLoading ? (
        <LoadingState text="Loading products..." />
      ) : shown.length === 0 ? (
        <EmptyState title="No products found" text="Try adjusting your search" />
      ) : (
        <CatalogueTable
          caption="Products"
          rows={shown.map((p) => catalogueRowOf({ ...p, images: p.productImages }))}
          renderActions={(row) => (
            <>
              <button
                type="button"
                className={ui.buttonSmall}
                aria-label={`View ${row.name}`}
                onClick={() => setViewed(byId(row.id) ?? null)}
              >
                View
              </button>
              <button
                type="button"
                className={ui.buttonSmall}
                aria-label={`Edit ${row.name}`}
                onClick={() => {
                  const product = byId(row.id);
                  if (product) edit(product);
                }}
              >
                Edit
              </button>
              <button
                type="button"
                className={ui.buttonSmall}
                aria-label={`Delete ${row.name}`}
                onClick={() => deletion.ask(row)}
              >
                Delete
              </button>
            </>
          )}
        />
      )}
      {viewed && (
        <ProductViewModal product={viewed} onEdit={() => edit(viewed)} onClose={() => setViewed(null)} />
      )}
      {deletion.pending && (
        <ConfirmDialog
          title="Delete Product"
          text={`Are you sure you want to delete ${deletion.pending.name}? This action cannot be undone.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={deletion.busy}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
    </div>
  );
}
