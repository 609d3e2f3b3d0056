import { DetailPage } from './components/detail-page';

/** /product/{id}: a ready-made product (spec point 2). */
export function ProductPage() {
  return <DetailPage kind="product" />;
}
