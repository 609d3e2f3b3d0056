import { useDocumentTitle } from '@/components/use-document-title';
import { useAdminTemplates } from '../api/admin-templates';
import { useLastChanges } from '../api/last-changes';
import { removeTemplate } from '../api/remove-template';
import { CatalogueListPage, type CatalogueListTexts } from '../catalogue-list/catalogue-list-page';
import { TemplateViewModal } from './template-view-modal';

const TEXTS: CatalogueListTexts = {
  title: 'Custom Product List',
  searchPlaceholder: 'Search custom products...',
  loading: 'Loading custom products...',
  empty: 'No custom products found',
  caption: 'Custom products',
  deleteTitle: 'Delete Custom Product',
  deleted: 'Custom product successfully deleted.',
  deleteFailed: 'Failed to delete custom product',
};

/** Staff list of customisable templates: search, view and delete after confirmation. */
export function TemplatesListPage() {
  useDocumentTitle(TEXTS.title);
  const { data, isLoading, mutate } = useAdminTemplates();
  const lastChanges = useLastChanges();
  return (
    <CatalogueListPage
      texts={TEXTS}
      items={data ?? []}
      isLoading={isLoading}
      imagesOf={(template) => template.templateImages}
      remove={removeTemplate}
      onRemoved={(id) => void mutate((list) => list?.filter((t) => t._id !== id), { revalidate: false })}
      lastChanges={lastChanges.data?.templates}
      renderView={(template, close) => <TemplateViewModal template={template} onClose={close} />}
    />
  );
}
