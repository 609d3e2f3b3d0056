import { DetailPage } from './components/detail-page';

/** /customize-product/{id}: a customisable template with its 'Customize Your Product' form (spec point 2). */
export function CustomizeProductPage() {
  return <DetailPage kind="template" />;
}
