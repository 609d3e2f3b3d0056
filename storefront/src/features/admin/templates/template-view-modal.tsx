import type { AdminTemplate } from '../api/admin-templates';
import { CatalogueDetails } from '../catalogue-list/catalogue-details';
import ui from '../components/admin-ui.module.css';
import { DetailsModal } from '../components/details-modal';
import { CustomFieldsTable } from './custom-fields-table';
import { PrintSizesDetails } from './print-sizes-details';

export function TemplateViewModal({ template, onClose }: { template: AdminTemplate; onClose: () => void }) {
  return (
    <DetailsModal title={template.name} onClose={onClose}>
      <CatalogueDetails item={template} images={template.templateImages} />
      {template.printSizes && <PrintSizesDetails printSizes={template.printSizes} />}
      <h3 className={ui.sectionTitle}>Customization Fields</h3>
      <CustomFieldsTable fields={template.fields} />
    </DetailsModal>
  );
}
