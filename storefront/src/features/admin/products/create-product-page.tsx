import { productFormSchema } from '@shop/contracts';
import { useSWRConfig } from 'swr';
import { addProduct } from '../api/add-product';
import { ADMIN_PRODUCTS_PATH } from '../api/admin-products';
import { PRODUCT_ALERT_ORDER } from '../catalogue-form/alert-order';
import { CreateCataloguePage } from '../catalogue-form/create-catalogue-page';
import { emptyCatalogueDraft } from '../catalogue-form/draft-values';

const createProductSchema = productFormSchema();

/** Create product: checked in the spec's order with browser alerts, then sent with images inline. */
export function CreateProductPage() {
  const { mutate } = useSWRConfig();
  return (
    <CreateCataloguePage
      title="Create Product"
      subtitle="Add a ready-made product to the shop."
      imagesLabel="Product Images"
      busyLabel="Creating Product..."
      schema={createProductSchema}
      emptyDraft={emptyCatalogueDraft}
      alertOrder={PRODUCT_ALERT_ORDER}
      // A new product has nothing to delete.
      send={({ imagesToDelete: _none, ...product }) => addProduct({ ...product, isNew: true })}
      successMessage="Product created successfully!"
      failureTitle="Error creating product. Please try again."
      onCreated={() => void mutate(ADMIN_PRODUCTS_PATH)}
    />
  );
}
