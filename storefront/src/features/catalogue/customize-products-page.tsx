import { useAllTemplates } from '@/api/all-templates';
import { paths } from '@/config/paths';
import { CataloguePage } from './components/catalogue-page';
import { useDocumentTitle } from '@/components/use-document-title';

export function CustomizeProductsPage() {
  const { items, isLoading } = useAllTemplates();
  useDocumentTitle('Customize Products');
  return (
    <CataloguePage
      title="Explore Our Collection"
      intro="Pick a design and make it yours: add your names, dates, photos and colours."
      items={items}
      isLoading={isLoading}
      itemPath={paths.customizeProduct}
    />
  );
}
