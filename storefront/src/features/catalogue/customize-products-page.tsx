import { paths } from '@/config/paths';
import { CataloguePage } from './components/catalogue-page';
import { useTemplateListing } from './lib/use-template-listing';
import { useDocumentTitle } from '@/components/use-document-title';

export function CustomizeProductsPage() {
  useDocumentTitle('Customize Products');
  return (
    <CataloguePage
      title="Explore Our Collection"
      intro="Pick a design and make it yours: add your names, dates, photos and colours."
      useListing={useTemplateListing}
      itemPath={paths.customizeProduct}
    />
  );
}
