import { type TemplateDraft, templateFormSchema } from '@shop/contracts';
import { useSWRConfig } from 'swr';
import { ADMIN_TEMPLATES_PATH } from '../api/admin-templates';
import { createTemplate } from '../api/create-template';
import { TEMPLATE_ALERT_ORDER } from '../catalogue-form/alert-order';
import { CreateCataloguePage } from '../catalogue-form/create-catalogue-page';
import { emptyCatalogueDraft } from '../catalogue-form/draft-values';
import { CustomFieldBuilder } from './custom-field-builder';
import { PlaceOnPicture } from './layout-editor/place-on-picture';
import { NeedsApprovalCheckbox } from './needs-approval-checkbox';
import { PrintSizeRows } from './print-size-rows';

const emptyTemplateDraft = (): TemplateDraft => ({
  ...emptyCatalogueDraft(),
  customFields: [],
  needsApproval: null,
  printSizes: [],
});

/** Create a customisable template: the product fields, custom fields and up to 2 images. */
export function CreateTemplatePage() {
  const { mutate } = useSWRConfig();
  return (
    <CreateCataloguePage
      title="Create Template"
      subtitle="A product shoppers customise with their own details."
      imagesLabel="Template Images"
      showImageCounter
      busyLabel="Creating Custom Product..."
      schema={templateFormSchema}
      emptyDraft={emptyTemplateDraft}
      alertOrder={TEMPLATE_ALERT_ORDER}
      extraFields={
        <>
          <PrintSizeRows />
          <NeedsApprovalCheckbox />
          <CustomFieldBuilder />
          <PlaceOnPicture />
        </>
      }
      send={(template) => createTemplate({ ...template, isNew: true })}
      successMessage="Custom product template created successfully!"
      failureTitle="Error creating template"
      onCreated={() => void mutate(ADMIN_TEMPLATES_PATH)}
    />
  );
}
