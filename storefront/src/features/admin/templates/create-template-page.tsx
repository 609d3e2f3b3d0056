import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ADMIN_TEMPLATES_PATH } from '../api/admin-templates';
import { createTemplate } from '../api/create-template';
import { CreateCataloguePage } from '../catalogue-form/create-catalogue-page';
import { CustomFieldBuilder } from './custom-field-builder';
import { type CustomFieldDraft, customFieldsPayload } from './custom-field-draft';
import { createTemplateProblem } from './template-validation';

/** Create a customisable template: the product fields, custom fields and up to 2 images. */
export function CreateTemplatePage() {
  const { mutate } = useSWRConfig();
  const [fields, setFields] = useState<CustomFieldDraft[]>([]);
  return (
    <CreateCataloguePage
      title="Create Template"
      subtitle="A product shoppers customise with their own details."
      imagesLabel="Template Images"
      showImageCounter
      busyLabel="Creating Custom Product..."
      extraFields={<CustomFieldBuilder fields={fields} onChange={setFields} />}
      problemOf={(draft, imageCount) => createTemplateProblem(draft, fields, imageCount)}
      send={(catalogueFields, images) =>
        createTemplate({
          ...catalogueFields,
          fields: customFieldsPayload(fields),
          templateImages: images,
          isNew: true,
        })
      }
      successMessage="Custom product template created successfully!"
      failureTitle="Error creating template"
      onCreated={() => {
        setFields([]);
        void mutate(ADMIN_TEMPLATES_PATH);
      }}
    />
  );
}
