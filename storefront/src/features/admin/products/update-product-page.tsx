import { zodResolver } from '@hookform/resolvers/zod';
import { type CatalogueDraft, type ProductFormBody, productFormSchema } from '@shop/contracts';
import { useMemo } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/components/use-document-title';
import { paths } from '@/config/paths';
import { imageUrl } from '../api/admin-image';
import { type AdminProduct, adminProductSchema } from '../api/admin-products';
import { updateProduct } from '../api/update-product';
import { firstAlert, PRODUCT_ALERT_ORDER } from '../catalogue-form/alert-order';
import { CatalogueFields } from '../catalogue-form/catalogue-fields';
import styles from '../catalogue-form/catalogue-form.module.css';
import imageStyles from '../catalogue-form/catalogue-images.module.css';
import { draftOf } from '../catalogue-form/draft-values';
import { readImageAsDataUrl } from '../catalogue-form/read-image-files';
import ui from '../components/admin-ui.module.css';
import { DraftRestoredNotice } from '../components/draft-restored-notice';
import { PageHeader } from '../components/page-header';
import { messageOf, ToastDetail } from '../components/toast-detail';
import { useSessionDraft } from '../lib/use-session-draft';
import { ImageSlotInput } from './image-slot-input';
import { imagesForUpdate, slotsOf } from './image-slots';

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
  // Every size needs its actual price here; a removed stored image goes to imagesToDelete.
  const schema = useMemo(
    () =>
      productFormSchema({
        everySizePriced: true,
        imagesOf: (slots) => imagesForUpdate(product.productImages, slots),
      }),
    [product],
  );
  const form = useForm<CatalogueDraft, unknown, ProductFormBody>({
    // Checked on submit only: problems show as one alert then, never while typing.
    reValidateMode: 'onSubmit',
    resolver: zodResolver(schema),
    defaultValues: draftOf(product, slotsOf(product.productImages)),
  });
  const slots = useFieldArray({ control: form.control, name: 'images' });
  const restored = useSessionDraft(form, { itemId: product._id, leaveOut: ['images'] });

  const pick = async (index: number, file: File) => {
    try {
      slots.update(index, { image: await readImageAsDataUrl(file) });
    } catch (error) {
      console.warn('Could not read the picked image', error);
    }
  };

  const save = async (body: ProductFormBody) => {
    try {
      await updateProduct(product._id, body);
      toast.success('Product updated successfully', { autoClose: 1000 });
      navigate(paths.admin.products, { state: { refresh: true } });
    } catch (error) {
      console.warn('Error updating product', error);
      toast.error(<ToastDetail title="Error updating product" detail={messageOf(error)} />);
    }
  };

  const saving = form.formState.isSubmitting;
  return (
    <div className={ui.page}>
      <PageHeader title="Update Product" subtitle={product.name} />
      {restored && <DraftRestoredNotice />}
      <FormProvider {...form}>
        <form
          className={styles.form}
          onSubmit={form.handleSubmit(save, (errors) => {
            const problem = firstAlert(errors, PRODUCT_ALERT_ORDER);
            if (problem) window.alert(problem);
          })}
          noValidate
          aria-label="Update Product"
        >
          <CatalogueFields nameLabel="Product Name" actualPriceRequired />
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>Product Images</legend>
            <div className={imageStyles.slots}>
              {slots.fields.map((slot, index) => (
                <ImageSlotInput
                  key={slot.id}
                  number={index + 1}
                  preview={imageUrl(slot.image ?? undefined)}
                  onPick={(file) => pick(index, file)}
                  onRemove={() => slots.update(index, { image: null })}
                />
              ))}
            </div>
          </fieldset>
          <button type="submit" className={styles.submit} disabled={saving}>
            {saving ? 'Updating Product...' : 'Update Product'}
          </button>
        </form>
      </FormProvider>
    </div>
  );
}
