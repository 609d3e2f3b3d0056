import { type FormEvent, useReducer, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useSWRConfig } from 'swr';
import { useDocumentTitle } from '@/components/use-document-title';
import { ADMIN_TEMPLATES_PATH } from '../api/admin-templates';
import { createTemplate } from '../api/create-template';
import { CatalogueFields } from '../catalogue-form/catalogue-fields';
import {
  catalogueDraftReducer,
  catalogueFieldsOf,
  emptyCatalogueDraft,
} from '../catalogue-form/catalogue-draft';
import styles from '../catalogue-form/catalogue-form.module.css';
import { imageSelectionProblem } from '../catalogue-form/catalogue-validation';
import { ImagePicker } from '../catalogue-form/image-picker';
import { readImagesAsDataUrls } from '../catalogue-form/read-image-files';
import ui from '../components/admin-ui.module.css';
import { PageHeader } from '../components/page-header';
import { messageOf, ToastDetail } from '../components/toast-detail';
import { CustomFieldBuilder } from './custom-field-builder';
import { type CustomFieldDraft, customFieldsPayload } from './custom-field-draft';
import { createTemplateProblem } from './template-validation';

/** Create a customisable template: the product fields, custom fields and up to 2 images. */
export function CreateTemplatePage() {
  useDocumentTitle('Create Template');
  const { mutate } = useSWRConfig();
  const [draft, dispatch] = useReducer(catalogueDraftReducer, undefined, emptyCatalogueDraft);
  const [fields, setFields] = useState<CustomFieldDraft[]>([]);
  const [images, setImages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const pickImages = async (files: File[]) => {
    const problem = imageSelectionProblem(images.length, files.length);
    if (problem) {
      window.alert(problem);
      return;
    }
    try {
      const picked = await readImagesAsDataUrls(files);
      setImages((current) => [...current, ...picked]);
    } catch (error) {
      console.warn('Could not read the picked images', error);
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const problem = createTemplateProblem(draft, fields, images.length);
    if (problem) {
      window.alert(problem);
      return;
    }
    setSaving(true);
    try {
      await createTemplate({
        ...catalogueFieldsOf(draft),
        fields: customFieldsPayload(fields),
        templateImages: images,
        isNew: true,
      });
      toast.success('Custom product template created successfully!');
      dispatch({ type: 'reset', draft: emptyCatalogueDraft() });
      setFields([]);
      setImages([]);
      void mutate(ADMIN_TEMPLATES_PATH);
    } catch (error) {
      console.warn('Error creating template', error);
      toast.error(<ToastDetail title="Error creating template" detail={messageOf(error)} />);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={ui.page}>
      <PageHeader title="Create Template" subtitle="A product shoppers customise with their own details." />
      <form className={styles.form} onSubmit={create} noValidate aria-label="Create Template">
        <CatalogueFields draft={draft} dispatch={dispatch} nameLabel="Product Name" />
        <CustomFieldBuilder fields={fields} onChange={setFields} />
        <ImagePicker
          label="Template Images"
          previews={images}
          onPick={pickImages}
          onRemove={(index) => setImages((current) => current.filter((_, i) => i !== index))}
          showCounter
        />
        <button type="submit" className={styles.submit} disabled={saving}>
          {saving ? 'Creating Custom Product...' : 'Create Template'}
        </button>
      </form>
    </div>
  );
}
