import type { AdminProduct } from '../api/admin-products';
import { CatalogueDetails } from '../catalogue-list/catalogue-details';
import ui from '../components/admin-ui.module.css';
import { Modal } from '@/components/modal';

interface ProductViewModalProps {
  product: AdminProduct;
  onEdit: () => void;
  onClose: () => void;
}

export function ProductViewModal({ product, onEdit, onClose }: ProductViewModalProps) {
  return (
    <Modal
      title={product.name}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={ui.buttonGhost} onClick={onClose}>
            Close
          </button>
          <button type="button" className={ui.button} onClick={onEdit}>
            Edit
          </button>
        </>
      }
    >
      <CatalogueDetails item={product} images={product.productImages} />
    </Modal>
  );
}
