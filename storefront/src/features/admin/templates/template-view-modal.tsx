import type { AdminTemplate } from '../api/admin-templates';
import { CatalogueDetails } from '../catalogue-list/catalogue-details';
import ui from '../components/admin-ui.module.css';
import { Modal } from '@/components/modal';
import { CustomFieldsTable } from './custom-fields-table';

export function TemplateViewModal({ template, onClose }: { template: AdminTemplate; onClose: () => void }) {
  return (
    <Modal
      title={template.name}
      onClose={onClose}
      footer={
        <button type="button" className={ui.buttonGhost} onClick={onClose}>
          Close
        </button>
      }
    >
      <CatalogueDetails item={template} images={template.templateImages} />
      <h3 className={ui.sectionTitle}>Customization Fields</h3>
      <CustomFieldsTable fields={template.fields} />
    </Modal>
  );
}
