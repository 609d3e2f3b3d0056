import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/use-document-title';
import { type AdminTemplate, useAdminTemplates } from '../api/admin-templates';
import { removeTemplate } from '../api/remove-template';
import { catalogueRowOf } from '../catalogue-list/catalogue-row';
import { CatalogueTable } from '../catalogue-list/catalogue-table';
import ui from '../components/admin-ui.module.css';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { SearchBox } from '@/components/search-box';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { matchesSearch } from '../lib/matches-search';
import { TemplateViewModal } from './template-view-modal';

/** Staff list of customisable templates: search, view and delete after confirmation. */
export function TemplatesListPage() {
  useDocumentTitle('Custom Product List');
  const { data, isLoading, mutate } = useAdminTemplates();
  const [search, setSearch] = useState('');
  const [viewed, setViewed] = useState<AdminTemplate | null>(null);
  const templates = data ?? [];

  const deletion = useConfirmedDelete<{ id: string; name: string }>({
    remove: removeTemplate,
    onRemoved: (id) => void mutate((list) => list?.filter((t) => t._id !== id), { revalidate: false }),
    successMessage: 'Custom product successfully deleted.',
    failureMessage: 'Failed to delete custom product',
  });

  const shown = useMemo(
    () => templates.filter((t) => matchesSearch(search, t.name, t.category, t.subCategory)),
    [templates, search],
  );

  return (
    <div className={ui.page}>
      <PageHeader title="Custom Product List" subtitle={`${shown.length} of ${templates.length} products`} />
      <div className={ui.toolbar}>
        <SearchBox value={search} onChange={setSearch} placeholder="Search custom products..." />
      </div>
      {isLoading ? (
        <LoadingState text="Loading custom products..." />
      ) : shown.length === 0 ? (
        <EmptyState title="No custom products found" text="Try adjusting your search" />
      ) : (
        <CatalogueTable
          caption="Custom products"
          rows={shown.map((t) => catalogueRowOf({ ...t, images: t.templateImages }))}
          renderActions={(row) => (
            <>
              <button
                type="button"
                className={ui.buttonSmall}
                aria-label={`View ${row.name}`}
                onClick={() => setViewed(templates.find((t) => t._id === row.id) ?? null)}
              >
                View
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
      {viewed && <TemplateViewModal template={viewed} onClose={() => setViewed(null)} />}
      {deletion.pending && (
        <ConfirmDialog
          title="Delete Custom Product"
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
