import { useSWRConfig } from 'swr';
import { addProduct } from '../api/add-product';
import { ADMIN_PRODUCTS_PATH } from '../api/admin-products';
import { createProductProblem } from '../catalogue-form/catalogue-validation';
import { CreateCataloguePage } from '../catalogue-form/create-catalogue-page';

/** Create product: checked in the spec's order with browser alerts, then sent with images inline. */
export function CreateProductPage() {
  const { mutate } = useSWRConfig();
  return (
    <CreateCataloguePage
      title="Create Product"
      subtitle="Add a ready-made product to the shop."
      imagesLabel="Product Images"
      busyLabel="Creating Product..."
      problemOf={createProductProblem}
      send={(fields, images) => addProduct({ ...fields, productImages: images, isNew: true })}
      successMessage="Product created successfully!"
      failureTitle="Error creating product. Please try again."
      onCreated={() => void mutate(ADMIN_PRODUCTS_PATH)}
    />
  );
}
