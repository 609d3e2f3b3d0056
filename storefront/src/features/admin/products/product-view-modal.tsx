import type { AdminProduct } from '../api/admin-products';
import { CatalogueDetails } from '../catalogue-list/catalogue-details';
import { DetailsModal } from '../components/details-modal';

interface ProductViewModalProps {
  product: AdminProduct;
  onEdit: () => void;
  onClose: () => void;
}

export function ProductViewModal({ product, onEdit, onClose }: ProductViewModalProps) {
  return (
    <DetailsModal title={product.name} onClose={onClose} onEdit={onEdit}>
      <CatalogueDetails item={product} images={product.productImages} />
    </DetailsModal>
  );
}
