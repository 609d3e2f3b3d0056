import type { LastChange } from '@shop/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { SearchBox } from '@/components/search-box';
import type { AdminImage } from '../api/admin-image';
import ui from '../components/admin-ui.module.css';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { matchesSearch } from '../lib/matches-search';
import { catalogueRowOf } from './catalogue-row';
import { CatalogueTable } from './catalogue-table';

export interface CatalogueListItem {
  _id: string;
  name: string;
  category: string;
  subCategory?: string | null;
  stock: number;
}

/** The spec's wording for one list: products or custom products. */
export interface CatalogueListTexts {
  title: string;
  searchPlaceholder: string;
  loading: string;
  empty: string;
  caption: string;
  deleteTitle: string;
  deleted: string;
  deleteFailed: string;
}

interface CatalogueListPageProps<T extends CatalogueListItem> {
  texts: CatalogueListTexts;
  items: readonly T[];
  isLoading: boolean;
  imagesOf(item: T): readonly AdminImage[];
  remove(id: string): Promise<unknown>;
  /** Drops the deleted item from the cached list. */
  onRemoved(id: string): void;
  renderView(item: T, close: () => void): ReactNode;
  /** Shows an Edit button after View when given. */
  onEdit?(item: T): void;
  /** Who last changed each item, by `_id`. */
  lastChanges?: Readonly<Record<string, LastChange>>;
}

/** A staff catalogue list: search, a table with View (Edit) and Delete, and the delete confirmation. */
export function CatalogueListPage<T extends CatalogueListItem>({
  texts,
  items,
  isLoading,
  imagesOf,
  remove,
  onRemoved,
  renderView,
  onEdit,
  lastChanges,
}: CatalogueListPageProps<T>) {
  const [search, setSearch] = useState('');
  const [viewed, setViewed] = useState<T | null>(null);
  const deletion = useConfirmedDelete<{ id: string; name: string }>({
    remove,
    onRemoved,
    successMessage: texts.deleted,
    failureMessage: texts.deleteFailed,
  });

  const shown = useMemo(
    () => items.filter((item) => matchesSearch(search, item.name, item.category, item.subCategory)),
    [items, search],
  );
  const byId = (id: string) => items.find((item) => item._id === id);

  return (
    <div className={ui.page}>
      <PageHeader
        title={texts.title}
        subtitle={isLoading ? undefined : `${shown.length} of ${items.length} products`}
      />
      <div className={ui.toolbar}>
        <SearchBox value={search} onChange={setSearch} placeholder={texts.searchPlaceholder} />
      </div>
      {isLoading ? (
        <LoadingState text={texts.loading} />
      ) : shown.length === 0 ? (
        <EmptyState title={texts.empty} text="Try adjusting your search" />
      ) : (
        <CatalogueTable
          caption={texts.caption}
          lastChanges={lastChanges}
          rows={shown.map((item) => catalogueRowOf({ ...item, images: imagesOf(item) }))}
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
              {onEdit && (
                <button
                  type="button"
                  className={ui.buttonSmall}
                  aria-label={`Edit ${row.name}`}
                  onClick={() => {
                    const item = byId(row.id);
                    if (item) onEdit(item);
                  }}
                >
                  Edit
                </button>
              )}
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
      {viewed && renderView(viewed, () => setViewed(null))}
      {deletion.pending && (
        <ConfirmDialog
          title={texts.deleteTitle}
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
