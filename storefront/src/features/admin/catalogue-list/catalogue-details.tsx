import { imageSources } from '@shop/contracts';
import { type AdminImage, imageUrl } from '../api/admin-image';
import ui from '../components/admin-ui.module.css';
import { StockCount } from '../components/stock-count';
import { SizesTable } from './sizes-table';

interface CatalogueDetailsProps {
  item: {
    name: string;
    category: string;
    subCategory?: string | null;
    stock: number;
    hasFrame: boolean;
    frameColors: readonly string[];
    description: string;
    sizes: readonly { size?: string; actualPrice: number; discountedPrice?: number | null }[];
  };
  images: readonly AdminImage[];
}

/** The body of the product and template view modals. */
export function CatalogueDetails({ item, images }: CatalogueDetailsProps) {
  return (
    <>
      {images.length > 0 && (
        <div className={ui.gallery}>
          {images.map((image, index) => (
            <img
              key={imageUrl(image)}
              {...imageSources(image, '144px', 320)}
              alt={`${item.name}, view ${index + 1}`}
            />
          ))}
        </div>
      )}
      <h3 className={ui.sectionTitle}>Details</h3>
      <dl className={ui.details}>
        <div>
          <dt>Product Type</dt>
          <dd>{item.category}</dd>
        </div>
        <div>
          <dt>Product Category</dt>
          <dd>{item.subCategory || 'None'}</dd>
        </div>
        <div>
          <dt>Stock</dt>
          <dd>
            <StockCount stock={item.stock} sayOutOfStock />
          </dd>
        </div>
        <div>
          <dt>Frame</dt>
          <dd>{item.hasFrame ? 'With Frame' : 'None'}</dd>
        </div>
        <div>
          <dt>Frame Colors</dt>
          <dd>{item.frameColors.length > 0 ? item.frameColors.join(', ') : 'None'}</dd>
        </div>
      </dl>
      <h3 className={ui.sectionTitle}>Description</h3>
      <p>{item.description}</p>
      <h3 className={ui.sectionTitle}>Sizes &amp; Prices</h3>
      <SizesTable sizes={item.sizes} />
    </>
  );
}
