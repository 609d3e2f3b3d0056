import { type FormEvent, useReducer, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useSWRConfig } from 'swr';
import { useDocumentTitle } from '@/components/use-document-title';
import { addProduct } from '../api/add-product';
import { ADMIN_PRODUCTS_PATH } from '../api/admin-products';
import { CatalogueFields } from '../catalogue-form/catalogue-fields';
import {
  catalogueDraftReducer,
  catalogueFieldsOf,
  emptyCatalogueDraft,
} from '../catalogue-form/catalogue-draft';
import styles from '../catalogue-form/catalogue-form.module.css';
import { createProductProblem, imageSelectionProblem } from '../catalogue-form/catalogue-validation';
import { ImagePicker } from '../catalogue-form/image-picker';
import { readImagesAsDataUrls } from '../catalogue-form/read-image-files';
import ui from '../components/admin-ui.module.css';
import { PageHeader } from '../components/page-header';
import { messageOf, ToastDetail } from '../components/toast-detail';

/** Create product: checked in the spec's order with browser alerts, then sent with images inline. */
export function CreateProductPage() {
  useDocumentTitle('Create Product');
  const { mutate } = useSWRConfig();
  const [draft, dispatch] = useReducer(catalogueDraftReducer, undefined, emptyCatalogueDraft);
  const [images, setImages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const pickImages = async (files: File[]) => {
    // The third image is refused when picked, as on Create Template, not only on submit.
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
    const problem = createProductProblem(draft, images.length);
    if (problem) {
      window.alert(problem);
      return;
    }
    setSaving(true);
    try {
      await addProduct({ ...catalogueFieldsOf(draft), productImages: images, isNew: true });
      toast.success('Product created successfully!');
      dispatch({ type: 'reset', draft: emptyCatalogueDraft() });
      setImages([]);
      void mutate(ADMIN_PRODUCTS_PATH);
    } catch (error) {
      console.warn('Error creating product', error);
      toast.error(
        <ToastDetail title="Error creating product. Please try again." detail={messageOf(error)} />,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={ui.page}>
      <PageHeader title="Create Product" subtitle="Add a ready-made product to the shop." />
      <form className={styles.form} onSubmit={create} noValidate aria-label="Create Product">
        <CatalogueFields draft={draft} dispatch={dispatch} nameLabel="Product Name" />
        <ImagePicker
          label="Product Images"
          previews={images}
          onPick={pickImages}
          onRemove={(index) => setImages((current) => current.filter((_, i) => i !== index))}
        />
        <button type="submit" className={styles.submit} disabled={saving}>
          {saving ? 'Creating Product...' : 'Create Product'}
        </button>
      </form>
    </div>
  );
}
