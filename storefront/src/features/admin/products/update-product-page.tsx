import { type FormEvent, useReducer, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useDocumentTitle } from '@/components/use-document-title';
import { paths } from '@/config/paths';
import { type AdminProduct, adminProductSchema } from '../api/admin-products';
import { updateProduct } from '../api/update-product';
import { CatalogueFields } from '../catalogue-form/catalogue-fields';
import { catalogueDraftReducer, catalogueFieldsOf, draftOf } from '../catalogue-form/catalogue-draft';
import styles from '../catalogue-form/catalogue-form.module.css';
import imageStyles from '../catalogue-form/catalogue-images.module.css';
import { updateProductProblem } from '../catalogue-form/catalogue-validation';
import { readImageAsDataUrl } from '../catalogue-form/read-image-files';
import ui from '../components/admin-ui.module.css';
import { PageHeader } from '../components/page-header';
import { messageOf, ToastDetail } from '../components/toast-detail';
import { ImageSlotInput } from './image-slot-input';
import { type ImageSlot, imagesForUpdate, slotPreview, slotsOf } from './image-slots';

/** The product comes in navigation state (spec point 2); without one there is nothing to edit. */
export function UpdateProductPage() {
  const { state } = useLocation();
  const parsed = adminProductSchema.safeParse((state as { product?: unknown } | null)?.product);
  if (!parsed.success) return <Navigate to={paths.admin.products} replace />;
  return <UpdateProductForm key={parsed.data._id} product={parsed.data} />;
}

function UpdateProductForm({ product }: { product: AdminProduct }) {
  useDocumentTitle('Update Product');
  const navigate = useNavigate();
  const [draft, dispatch] = useReducer(catalogueDraftReducer, product, draftOf);
  const [slots, setSlots] = useState<ImageSlot[]>(() => slotsOf(product.productImages));
  const [saving, setSaving] = useState(false);

  const setSlot = (index: number, slot: ImageSlot) =>
    setSlots((current) => current.map((s, i) => (i === index ? slot : s)));

  const pick = async (index: number, file: File) => {
    try {
      setSlot(index, { kind: 'new', dataUrl: await readImageAsDataUrl(file) });
    } catch (error) {
      console.warn('Could not read the picked image', error);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const images = imagesForUpdate(product.productImages, slots);
    const problem = updateProductProblem(draft, images.productImages.length);
    if (problem) {
      window.alert(problem);
      return;
    }
    setSaving(true);
    try {
      await updateProduct(product._id, { ...catalogueFieldsOf(draft), ...images });
      toast.success('Product updated successfully', { autoClose: 1000 });
      navigate(paths.admin.products, { state: { refresh: true } });
    } catch (error) {
      console.warn('Error updating product', error);
      toast.error(<ToastDetail title="Error updating product" detail={messageOf(error)} />);
      setSaving(false);
    }
  };

  return (
    <div className={ui.page}>
      <PageHeader title="Update Product" subtitle={product.name} />
      <form className={styles.form} onSubmit={save} noValidate aria-label="Update Product">
        <CatalogueFields draft={draft} dispatch={dispatch} nameLabel="Product Name" actualPriceRequired />
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>Product Images</legend>
          <div className={imageStyles.slots}>
            {slots.map((slot, index) => (
              <ImageSlotInput
                // biome-ignore lint/suspicious/noArrayIndexKey: the two slots are fixed positions
                key={index}
                number={index + 1}
                preview={slotPreview(slot)}
                onPick={(file) => pick(index, file)}
                onRemove={() => setSlot(index, null)}
              />
            ))}
          </div>
        </fieldset>
        <button type="submit" className={styles.submit} disabled={saving}>
          {saving ? 'Updating Product...' : 'Update Product'}
        </button>
      </form>
    </div>
  );
}
